export { DisputesScreen } from './DisputesScreen';
