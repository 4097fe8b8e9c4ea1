export { SignUpScreen } from './SignUpScreen';
export type { SignUpScreenProps } from './SignUpScreen';
export {
  signUpSchema,
  signUpMessages,
  signUpLabels,
  toSignUpPayload,
  canSubmitSignUp,
} from './SignUpScreen.schema';
export type { SignUpFormValues } from './SignUpScreen.schema';
