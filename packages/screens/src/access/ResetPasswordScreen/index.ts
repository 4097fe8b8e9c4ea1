export { ResetPasswordScreen } from './ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './ResetPasswordScreen';
export { canResetPassword, resetPasswordSchema } from './ResetPasswordScreen.schema';
