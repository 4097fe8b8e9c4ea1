export { CustomerStatusDialog } from './CustomerStatusDialog';
export type { CustomerStatusDialogProps } from './CustomerStatusDialog';
