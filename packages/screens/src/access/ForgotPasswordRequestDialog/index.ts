export { ForgotPasswordRequestDialog } from './ForgotPasswordRequestDialog';
export type { ForgotPasswordRequestDialogProps } from './ForgotPasswordRequestDialog';
export { canRequestReset } from './ForgotPasswordRequestDialog.schema';
