export { NewProductRoute as Component } from './NewProductRoute';
