export { SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
export { canSubmitSignIn } from './SignInScreen.schema';
