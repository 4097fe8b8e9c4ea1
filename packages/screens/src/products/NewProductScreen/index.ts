export * from './NewProductScreen';
export { newProductMessages, MAX_PRODUCT_IMAGES } from './NewProductScreen.schema';
