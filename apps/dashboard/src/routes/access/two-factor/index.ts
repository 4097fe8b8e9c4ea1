export { TwoFactorRoute as Component } from './TwoFactorRoute';
