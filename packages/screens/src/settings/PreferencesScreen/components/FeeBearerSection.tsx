import { memo } from 'react';
import { RadioGroup } from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../../types';
import type { FeeBearerCode } from '../../types';
import { RemoteSection } from './RemoteSection';

/** "Fee bearer codes CBF, SBF, SPLIT": customer, merchant, shared. */
const FEE_BEARER_OPTIONS = [
  { value: 'CBF', label: 'Customer' },
  { value: 'SBF', label: 'Merchant' },
  { value: 'SPLIT', label: 'Split' },
] as const satisfies readonly { value: FeeBearerCode; label: string }[];

/** The fee bearer's radios; without a value and locked while the choice loads. */
function FeeBearerRadios({
  value,
  disabled,
  onChange,
}: {
  value?: FeeBearerCode;
  disabled: boolean;
  onChange?: (feeBearer: FeeBearerCode) => void;
}) {
  return (
    <RadioGroup
      label="Transaction fee bearer"
      options={FEE_BEARER_OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        if (next !== value) onChange?.(next as FeeBearerCode);
      }}
    />
  );
}

/** 'Transaction fees': who bears the fee, saved at each change. */
export const FeeBearerSection = memo(function FeeBearerSection({
  feeBearer,
  state,
  onChange,
}: {
  feeBearer: RemoteData<FeeBearerCode>;
  state: SubmitState;
  onChange: (feeBearer: FeeBearerCode) => void;
}) {
  return (
    <RemoteSection
      title="Transaction fees"
      data={feeBearer}
      placeholder={<FeeBearerRadios disabled />}
    >
      {(value) => (
        <FeeBearerRadios value={value} disabled={state === 'pending'} onChange={onChange} />
      )}
    </RemoteSection>
  );
});
