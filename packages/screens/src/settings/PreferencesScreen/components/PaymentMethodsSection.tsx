import { memo } from 'react';
import { CHOICE_ROW_HEIGHT, Checkbox, Fieldset, Skeleton } from '@merchant/ui';
import type { RemoteData } from '../../../types';
import type { PaymentMethodChoice } from '../../types';
import { RemoteSection } from './RemoteSection';

/** The payment methods the sandbox and the spec's screen offer: one checkbox row each. */
const TYPICAL_PAYMENT_METHODS = 5;

/** 'Payment methods': one checkbox per method, each tick saved on its own. */
export const PaymentMethodsSection = memo(function PaymentMethodsSection({
  methods,
  pending,
  onChange,
}: {
  methods: RemoteData<readonly PaymentMethodChoice[]>;
  pending?: string;
  onChange: (code: string, enabled: boolean) => void;
}) {
  return (
    <RemoteSection
      title="Payment methods"
      data={methods}
      placeholder={<Skeleton lines={TYPICAL_PAYMENT_METHODS} height={CHOICE_ROW_HEIGHT} />}
    >
      {(choices) => (
        <Fieldset legend="Payment methods offered to customers" hideLegend>
          {choices.map((method) => (
            <Checkbox
              key={method.code}
              label={method.name}
              checked={method.enabled}
              disabled={pending === method.code}
              onChange={(event) => onChange(method.code, event.target.checked)}
            />
          ))}
        </Fieldset>
      )}
    </RemoteSection>
  );
});
