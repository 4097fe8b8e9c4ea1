export { HomeRoute as Component } from './HomeRoute';
