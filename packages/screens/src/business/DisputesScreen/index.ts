export { DisputesScreen, DISPUTES_UNAVAILABLE } from './DisputesScreen';
