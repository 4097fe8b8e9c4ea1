import { useWatch } from 'react-hook-form';
import { FormAmountField, FormCheckbox } from '../../../forms/fields';
import type { NewProductControl } from '../NewProductScreen.schema';
import { Section, SectionTitle } from '../NewProductScreen.styles';

/** 'Sale': the sale price shows once the product is on sale. */
export function SaleSection({ control }: { control: NewProductControl }) {
  const onSale = useWatch({ control, name: 'onSale' });
  return (
    <Section>
      <SectionTitle>Sale</SectionTitle>
      <FormCheckbox control={control} name="onSale" label="This product is on sale" />
      {onSale && (
        <FormAmountField
          control={control}
          name="dealprice"
          label="Sale price"
          required
          prefix="NGN"
        />
      )}
    </Section>
  );
}
