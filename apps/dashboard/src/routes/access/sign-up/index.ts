export { SignUpRoute as Component } from './SignUpRoute';
