export { ProductsRoute as Component } from './ProductsRoute';
