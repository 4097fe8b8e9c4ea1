export { NotFoundRoute as Component } from './NotFoundRoute';
