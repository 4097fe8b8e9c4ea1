export { SignInScreen } from './SignInScreen';
export type { SignInScreenProps } from './SignInScreen';
export { canSubmitSignIn, signInSchema } from './SignInScreen.schema';
