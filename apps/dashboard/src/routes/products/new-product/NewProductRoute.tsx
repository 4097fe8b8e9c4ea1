import { generatePath, useNavigate } from 'react-router-dom';
import { useCreateProduct } from '@merchant/api';
import { NewProductScreen, PATHS, type NewProductValues } from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/business/products/new-product: sends the product as multipart, then the list. */
export function NewProductRoute() {
  const navigate = useNavigate();
  const feeDialog = useUrlDialog('delivery-fee');
  const create = useCreateProduct();
  const backHref = useBackHref(PATHS.products);

  // The mutation's pending flag ends a second click before it sends anything; on an error the
  // screen stays mounted, so every field keeps what was typed.
  const save = (product: NewProductValues) => {
    if (create.isMutating) return;
    create.trigger(product).then(
      () => navigate(generatePath(PATHS.products)),
      () => undefined,
    );
  };

  return (
    <NewProductScreen
      onSubmit={save}
      submitState={submitStateOf(create)}
      errorMessage={errorMessageOf(create.error)}
      feeDialogOpen={feeDialog.isOpen}
      onOpenFeeDialog={() => feeDialog.open()}
      onCloseFeeDialog={feeDialog.close}
      backHref={backHref}
    />
  );
}
