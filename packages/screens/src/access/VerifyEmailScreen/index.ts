export { VerifyEmailScreen } from './VerifyEmailScreen';
export type { VerifyEmailScreenProps } from './VerifyEmailScreen';
