export { GetStartedRoute as Component } from './GetStartedRoute';
