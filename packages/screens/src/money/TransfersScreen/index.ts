export { TransfersScreen } from './TransfersScreen';
