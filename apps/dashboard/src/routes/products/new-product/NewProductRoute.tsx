import { generatePath, useNavigate } from 'react-router-dom';
import { useCreateProduct } from '@merchant/api';
import { NewProductScreen, PATHS, type NewProductValues } from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';
import { useAction } from '../../../app/useAction';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/business/products/new-product: sends the product as multipart, then the list. */
export function NewProductRoute() {
  const navigate = useNavigate();
  const feeDialog = useUrlDialog('delivery-fee');
  const { trigger } = useCreateProduct();
  const backHref = useBackHref(PATHS.products);

  // One save at a time, and none after the one that leaves for the list; on an error the
  // screen stays mounted, so every field keeps what was typed.
  const save = useAction(
    async (product: NewProductValues) => {
      await trigger(product);
      await navigate(generatePath(PATHS.products));
    },
    { holdsAfterSuccess: true },
  );

  return (
    <NewProductScreen
      onSubmit={(product) => void save.run(product)}
      submitState={save.submitState}
      errorMessage={save.errorMessage}
      feeDialogOpen={feeDialog.isOpen}
      onOpenFeeDialog={() => feeDialog.open()}
      onCloseFeeDialog={feeDialog.close}
      backHref={backHref}
    />
  );
}
