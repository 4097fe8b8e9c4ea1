import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Link } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import { PATHS } from '../../routes/paths';
import type { SubmitState } from '../../types';
import type { NewProductValues } from '../types';
import { DeliveryFeeDialog } from './components/DeliveryFeeDialog';
import { DeliverySection } from './components/DeliverySection';
import { LinkAndImagesSection } from './components/LinkAndImagesSection';
import { ProductDetailsSection } from './components/ProductDetailsSection';
import { SaleSection } from './components/SaleSection';
import {
  EMPTY_PRODUCT,
  canSaveProduct,
  newProductSchema,
  type NewProductFormValues,
} from './NewProductScreen.schema';
import { FormActions, ProductForm } from './NewProductScreen.styles';

export interface NewProductScreenProps {
  /** Called once per attempt with the product to create. */
  onSubmit: (values: NewProductValues) => void;
  /** Progress of the request; 'pending' ignores further submits. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
  /** Whether the 'Delivery Fee' modal is open (the app keeps it in the URL). */
  feeDialogOpen: boolean;
  /** 'Add delivery fee': opens the modal. */
  onOpenFeeDialog: () => void;
  /** Closes the modal (Cancel, Escape, or after 'Add fee'). */
  onCloseFeeDialog: () => void;
  /** Where Cancel goes: the products list as the user left it. */
  backHref?: string;
}

/** /dashboard/business/products/new-product: every field of part 1 §2 "New product". */
export function NewProductScreen({
  onSubmit,
  submitState,
  errorMessage,
  feeDialogOpen,
  onOpenFeeDialog,
  onCloseFeeDialog,
  backHref = PATHS.products,
}: NewProductScreenProps) {
  const { control, handleSubmit } = useForm<NewProductFormValues, unknown, NewProductValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_PRODUCT,
    resolver: zodResolver(newProductSchema),
  });
  const fees = useFieldArray({ control, name: 'fees' });
  const [name, description, images, stock] = useWatch({
    control,
    name: ['name', 'description', 'images', 'stock'],
  });
  const once = useSubmitOnce(submitState);
  return (
    <>
      <ProductForm
        noValidate
        aria-label="New product"
        onSubmit={handleSubmit(once((values: NewProductValues) => onSubmit(values)))}
      >
        {submitState === 'error' && errorMessage ? (
          <Banner tone="red" role="alert">
            {errorMessage}
          </Banner>
        ) : null}
        <ProductDetailsSection control={control} />
        <DeliverySection control={control} fees={fees} onOpenFeeDialog={onOpenFeeDialog} />
        <SaleSection control={control} />
        <LinkAndImagesSection control={control} />
        <FormActions>
          <Link href={backHref}>Cancel</Link>
          <Button
            type="submit"
            disabled={!canSaveProduct({ name, description, images, stock })}
            loading={submitState === 'pending'}
          >
            Save
          </Button>
        </FormActions>
      </ProductForm>
      {/* Rendered beside the product form, so submitting the fee never submits the product. */}
      <DeliveryFeeDialog
        open={feeDialogOpen}
        onClose={onCloseFeeDialog}
        onAdd={(fee) => {
          fees.append(fee);
          onCloseFeeDialog();
        }}
      />
    </>
  );
}
