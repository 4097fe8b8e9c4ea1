export { TwoFactorSignInScreen } from './TwoFactorSignInScreen';
export type { TwoFactorSignInScreenProps } from './TwoFactorSignInScreen';
export {
  COMPLETE_SIGN_IN_ERROR,
  OTP_MIN_LENGTH,
  canCompleteSignIn,
  completeSignInSchema,
} from './TwoFactorSignInScreen.schema';
