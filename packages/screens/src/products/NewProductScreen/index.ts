export * from './NewProductScreen';
