export { ResetPasswordScreen } from './ResetPasswordScreen';
