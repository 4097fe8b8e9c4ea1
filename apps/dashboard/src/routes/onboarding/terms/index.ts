export { TermsRoute as Component } from './TermsRoute';
