import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AmountField,
  Banner,
  Button,
  CopyButton,
  FileUpload,
  Link,
  RadioGroup,
  money,
} from '@merchant/ui';
import { FormCheckbox, FormTextField, FormTextarea } from '../../forms/fields';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import { PATHS } from '../../routes/paths';
import type { SubmitState } from '../../types';
import type { NewProductValues } from '../types';
import { DeliveryFeeDialog } from './components/DeliveryFeeDialog';
import {
  EMPTY_PRODUCT,
  MAX_PRODUCT_IMAGES,
  QUANTITY_MODES,
  canSaveProduct,
  newProductMessages,
  newProductSchema,
  type NewProductFormValues,
} from './NewProductScreen.schema';
import {
  FeeItem,
  FeeList,
  FieldPair,
  FormActions,
  ProductForm,
  Section,
  SectionTitle,
  UrlRow,
} from './NewProductScreen.styles';

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

const IMAGE_TYPES = ['image/*'] as const;

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
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<NewProductFormValues, unknown, NewProductValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_PRODUCT,
    resolver: zodResolver(newProductSchema),
  });
  const fees = useFieldArray({ control, name: 'fees' });
  const [name, description, images, stock, onSale, url] = useWatch({
    control,
    name: ['name', 'description', 'images', 'stock', 'onSale', 'url'],
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
        <Section>
          <SectionTitle>Product details</SectionTitle>
          <FormTextField
            control={control}
            name="name"
            label="Product name"
            required
            autoComplete="off"
          />
          <FormTextarea
            control={control}
            name="description"
            label="Description"
            required
            rows={3}
          />
          <FieldPair>
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <AmountField
                  ref={field.ref}
                  name={field.name}
                  label="Price"
                  required
                  prefix="NGN"
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.price?.message}
                />
              )}
            />
            <FormTextField
              control={control}
              name="stock"
              label="Stock"
              required
              inputMode="numeric"
              autoComplete="off"
            />
          </FieldPair>
          <Controller
            control={control}
            name="quantityMode"
            render={({ field }) => (
              <RadioGroup
                label="Quantity"
                orientation="horizontal"
                options={QUANTITY_MODES.map((mode) => ({ value: mode, label: mode }))}
                value={field.value}
                onChange={field.onChange}
                name={field.name}
              />
            )}
          />
        </Section>
        <Section>
          <SectionTitle>Delivery</SectionTitle>
          <FormCheckbox
            control={control}
            name="containsphysicalgoods"
            label="This product contains one or more physical goods"
          />
          <FormCheckbox
            control={control}
            name="deliveryaddressrequired"
            label="Require delivery address"
          />
          <FormCheckbox
            control={control}
            name="deliverynoterequired"
            label="Require delivery note"
          />
          {fees.fields.length > 0 && (
            <FeeList aria-label="Delivery fees">
              {fees.fields.map((fee, index) => (
                <FeeItem key={fee.id}>
                  <span>
                    {fee.name}: {money(fee.fee, 'NGN')}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Remove fee ${fee.name}`}
                    onClick={() => fees.remove(index)}
                  >
                    Remove
                  </Button>
                </FeeItem>
              ))}
            </FeeList>
          )}
          <div>
            <Button variant="secondary" onClick={onOpenFeeDialog}>
              Add delivery fee
            </Button>
          </div>
        </Section>
        <Section>
          <SectionTitle>Sale</SectionTitle>
          <FormCheckbox control={control} name="onSale" label="This product is on sale" />
          {onSale && (
            <Controller
              control={control}
              name="dealprice"
              render={({ field }) => (
                <AmountField
                  ref={field.ref}
                  name={field.name}
                  label="Sale price"
                  required
                  prefix="NGN"
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.dealprice?.message}
                />
              )}
            />
          )}
        </Section>
        <Section>
          <SectionTitle>Product link and images</SectionTitle>
          <UrlRow>
            <FormTextField
              control={control}
              name="url"
              label="Product URL"
              optional
              type="url"
              autoComplete="off"
            />
            <CopyButton
              value={url.trim()}
              copiedLabel="Copied."
              resetAfterMs={2000}
              aria-label="Copy product URL"
              disabled={url.trim() === ''}
            />
          </UrlRow>
          <Controller
            control={control}
            name="images"
            render={({ field }) => (
              <FileUpload
                label="Product image"
                required
                multiple
                maxFiles={MAX_PRODUCT_IMAGES}
                accept={IMAGE_TYPES}
                typeMessage={newProductMessages.imageType}
                countMessage={newProductMessages.imageCount}
                helpText="Add up to 6 high quality product images"
                value={field.value}
                onChange={field.onChange}
                error={errors.images?.message}
              />
            )}
          />
        </Section>
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
