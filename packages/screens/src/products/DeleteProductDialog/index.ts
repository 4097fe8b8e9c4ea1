export * from './DeleteProductDialog';
