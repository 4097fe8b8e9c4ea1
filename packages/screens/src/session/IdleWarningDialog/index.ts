export { IdleWarningDialog, formatCountdown } from './IdleWarningDialog';
export type { IdleWarningDialogProps } from './IdleWarningDialog';
