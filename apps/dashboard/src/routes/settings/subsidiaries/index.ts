export { SubsidiariesRoute as Component } from './SubsidiariesRoute';
