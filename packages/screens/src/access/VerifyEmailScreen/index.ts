export { VerifyEmailScreen } from './VerifyEmailScreen';
