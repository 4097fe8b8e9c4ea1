export { ResetPasswordRoute as Component } from './ResetPasswordRoute';
