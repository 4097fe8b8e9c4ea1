import { Controller } from 'react-hook-form';
import { RadioGroup } from '@merchant/ui';
import { FormAmountField, FormTextField, FormTextarea } from '../../../forms/fields';
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
  );
}
