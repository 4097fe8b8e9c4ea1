export { TransferDialog } from './TransferDialog';
