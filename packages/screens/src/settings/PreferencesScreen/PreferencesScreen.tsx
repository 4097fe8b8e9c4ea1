import type { ReactNode } from 'react';
import {
  CHOICE_ROW_HEIGHT,
  Checkbox,
  ErrorState,
  Fieldset,
  LoadingRegion,
  RadioGroup,
  Skeleton,
} from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsSection } from '../components/SettingsSection';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { FeeBearerCode, PaymentMethodChoice } from '../types';

/** "Fee bearer codes CBF, SBF, SPLIT": customer, merchant, shared. */
const FEE_BEARER_OPTIONS = [
  { value: 'CBF', label: 'Customer' },
  { value: 'SBF', label: 'Merchant' },
  { value: 'SPLIT', label: 'Split' },
] as const satisfies readonly { value: FeeBearerCode; label: string }[];

export interface PreferencesScreenProps {
  /** Who bears the fee (Customer when the API sends none). */
  feeBearer: RemoteData<FeeBearerCode>;
  /** Called once per change. */
  onFeeBearerChange: (feeBearer: FeeBearerCode) => void;
  /** Progress of the fee bearer save; 'pending' locks the radios. */
  feeBearerState: SubmitState;
  /** The payment methods and whether each is offered. */
  paymentMethods: RemoteData<readonly PaymentMethodChoice[]>;
  /** Called once per tick or untick: set or remove that option. */
  onPaymentMethodChange: (code: string, enabled: boolean) => void;
  /** The method being saved, locked until it is. */
  pendingPaymentMethod?: string;
  /** Whether sign-in asks for a one-time password. */
  twoFactor: RemoteData<boolean>;
  /** Called once per change (yes / no). */
  onTwoFactorChange: (enabled: boolean) => void;
  /** Progress of the 2FA save; 'pending' locks the box. */
  twoFactorState: SubmitState;
}

/**
 * A section's content once its read answers. While it loads, `placeholder` stands in: the
 * size of what replaces it, so nothing below moves when it arrives (layout-shift.spec.ts).
 */
function Remote<T>({
  data,
  placeholder,
  children,
}: {
  data: RemoteData<T>;
  placeholder: ReactNode;
  children: (value: T) => ReactNode;
}) {
  if (data.status === 'loading')
    return <LoadingRegion label="Loading preferences">{placeholder}</LoadingRegion>;
  if (data.status === 'error') return <ErrorState message={data.message} onRetry={data.onRetry} />;
  return <>{children(data.data)}</>;
}

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

/** The payment methods the sandbox and the spec's screen offer: one checkbox row each. */
const TYPICAL_PAYMENT_METHODS = 5;

/**
 * /dashboard/settings/preference: fee bearer, payment methods and two-factor sign-in. Each
 * change is saved on its own at once (the app's toast says so); its control is locked meanwhile.
 */
export function PreferencesScreen(props: PreferencesScreenProps) {
  return (
    <SettingsPage>
      <SettingsSection title="Transaction fees">
        <Remote data={props.feeBearer} placeholder={<FeeBearerRadios disabled />}>
          {(feeBearer) => (
            <FeeBearerRadios
              value={feeBearer}
              disabled={props.feeBearerState === 'pending'}
              onChange={props.onFeeBearerChange}
            />
          )}
        </Remote>
      </SettingsSection>
      <SettingsSection title="Payment methods">
        <Remote
          data={props.paymentMethods}
          placeholder={<Skeleton lines={TYPICAL_PAYMENT_METHODS} height={CHOICE_ROW_HEIGHT} />}
        >
          {(methods) => (
            <Fieldset legend="Payment methods offered to customers" hideLegend>
              {methods.map((method) => (
                <Checkbox
                  key={method.code}
                  label={method.name}
                  checked={method.enabled}
                  disabled={props.pendingPaymentMethod === method.code}
                  onChange={(event) =>
                    props.onPaymentMethodChange(method.code, event.target.checked)
                  }
                />
              ))}
            </Fieldset>
          )}
        </Remote>
      </SettingsSection>
      <SettingsSection title="Security">
        <Remote data={props.twoFactor} placeholder={<Skeleton lines={2} />}>
          {(enabled) => (
            <Checkbox
              label="Two-factor login"
              helpText="Ask for a one-time password at every sign-in."
              checked={enabled}
              disabled={props.twoFactorState === 'pending'}
              onChange={(event) => props.onTwoFactorChange(event.target.checked)}
            />
          )}
        </Remote>
      </SettingsSection>
    </SettingsPage>
  );
}
