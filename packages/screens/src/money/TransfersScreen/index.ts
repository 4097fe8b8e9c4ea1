export { TransfersScreen, NO_TRANSFERS_TITLE, NO_TRANSFERS_SUGGESTION } from './TransfersScreen';
export type { TransfersScreenProps } from './TransfersScreen';
