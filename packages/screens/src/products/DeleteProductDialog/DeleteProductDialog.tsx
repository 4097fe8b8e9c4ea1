import { ConfirmDialog } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import type { ProductRow } from '../types';

export interface DeleteProductDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Escape and the backdrop (not while the delete is sent). */
  onClose: () => void;
  /** Called once with the product to delete. */
  onConfirm: (product: ProductRow) => void;
  /** The product, as its row showed it. */
  product: ProductRow;
  /** Progress of the delete; 'pending' spins Delete and ignores clicks. */
  submitState: SubmitState;
}

/** Deleting a product cannot be undone, so it is asked about before anything is sent. */
export function DeleteProductDialog({
  open,
  onClose,
  onConfirm,
  product,
  submitState,
}: DeleteProductDialogProps) {
  const once = useSubmitOnce(submitState);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={once(() => onConfirm(product))}
      title="Delete product?"
      message={`'${product.name}' will be removed from your products. This cannot be undone.`}
      confirmLabel="Delete"
      tone="danger"
      confirming={submitState === 'pending'}
    />
  );
}
