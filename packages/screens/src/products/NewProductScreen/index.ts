export { NewProductScreen } from './NewProductScreen';
export type { NewProductScreenProps } from './NewProductScreen';
