export { VerifyRoute as Component } from './VerifyRoute';
