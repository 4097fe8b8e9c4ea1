export { DeleteProductDialog } from './DeleteProductDialog';
export type { DeleteProductDialogProps } from './DeleteProductDialog';
