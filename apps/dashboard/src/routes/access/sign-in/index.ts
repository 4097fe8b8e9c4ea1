export { SignInRoute as Component } from './SignInRoute';
