export { ForgotPasswordRequestDialog } from './ForgotPasswordRequestDialog';
