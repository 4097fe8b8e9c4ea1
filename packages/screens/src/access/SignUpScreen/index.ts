export { SignUpScreen } from './SignUpScreen';
