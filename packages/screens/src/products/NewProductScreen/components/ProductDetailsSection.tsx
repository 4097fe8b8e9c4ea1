import {
  FormAmountField,
  FormRadioGroup,
  FormTextField,
  FormTextarea,
} from '../../../forms/fields';
import { QUANTITY_MODES, type NewProductControl } from '../NewProductScreen.schema';
import { FieldPair, Section, SectionTitle } from '../NewProductScreen.styles';

/** 'Product details': name, description, price, stock and how quantity is counted. */
export function ProductDetailsSection({ control }: { control: NewProductControl }) {
  return (
    <Section>
      <SectionTitle>Product details</SectionTitle>
      <FormTextField
        control={control}
        name="name"
        label="Product name"
        required
        autoComplete="off"
      />
      <FormTextarea control={control} name="description" label="Description" required rows={3} />
      <FieldPair>
        <FormAmountField control={control} name="price" label="Price" required prefix="NGN" />
        <FormTextField
          control={control}
          name="stock"
          label="Stock"
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </FieldPair>
      <FormRadioGroup
        control={control}
        name="quantityMode"
        label="Quantity"
        orientation="horizontal"
        options={QUANTITY_MODES.map((mode) => ({ value: mode, label: mode }))}
      />
    </Section>
  );
}
