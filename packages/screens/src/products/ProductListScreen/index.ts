export * from './ProductListScreen';
