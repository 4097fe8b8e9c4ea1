import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button, money } from '@merchant/ui';
import { FormCheckbox } from '../../../forms/fields';
import type { NewProductControl, NewProductFormValues } from '../NewProductScreen.schema';
import { FeeItem, FeeList, Section, SectionTitle } from '../NewProductScreen.styles';

interface DeliverySectionProps {
  /** The product form's control. */
  control: NewProductControl;
  /** The delivery fees added so far. */
  fees: UseFieldArrayReturn<NewProductFormValues, 'fees'>;
  /** 'Add delivery fee': opens the modal. */
  onOpenFeeDialog: () => void;
}

/** 'Delivery': what the product needs at checkout, and its delivery fees. */
export function DeliverySection({ control, fees, onOpenFeeDialog }: DeliverySectionProps) {
  return (
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
      <FormCheckbox control={control} name="deliverynoterequired" label="Require delivery note" />
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
  );
}
