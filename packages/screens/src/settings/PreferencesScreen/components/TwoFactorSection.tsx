import { memo } from 'react';
import { Checkbox, Skeleton } from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../../types';
import { RemoteSection } from './RemoteSection';

/** 'Security': whether sign-in asks for a one-time password. */
export const TwoFactorSection = memo(function TwoFactorSection({
  enabled,
  state,
  onChange,
}: {
  enabled: RemoteData<boolean>;
  state: SubmitState;
  onChange: (enabled: boolean) => void;
}) {
  return (
    <RemoteSection title="Security" data={enabled} placeholder={<Skeleton lines={2} />}>
      {(value) => (
        <Checkbox
          label="Two-factor login"
          helpText="Ask for a one-time password at every sign-in."
          checked={value}
          disabled={state === 'pending'}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </RemoteSection>
  );
});
