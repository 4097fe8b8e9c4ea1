export { TwoFactorSignInScreen } from './TwoFactorSignInScreen';
