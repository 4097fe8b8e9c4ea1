export { ForgotPasswordRequestDialog } from './ForgotPasswordRequestDialog';
export type { ForgotPasswordRequestDialogProps } from './ForgotPasswordRequestDialog';
export { canRequestReset, resetRequestSchema } from './ForgotPasswordRequestDialog.schema';
