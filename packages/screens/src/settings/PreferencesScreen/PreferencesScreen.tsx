import { useDrawnData } from '../../layout/useDrawnData';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { FeeBearerCode, PaymentMethodChoice } from '../types';
import { FeeBearerSection } from './components/FeeBearerSection';
import { PaymentMethodsSection } from './components/PaymentMethodsSection';
import { TwoFactorSection } from './components/TwoFactorSection';

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
 * /dashboard/settings/preference: fee bearer, payment methods and two-factor sign-in. Each
 * change is saved on its own at once (the app's toast says so); its control is locked meanwhile.
 *
 * The three reads answer one by one. Each section is memoised on its own answer (useDrawnData
 * keeps an unchanged one's object), so an answer draws its section, not the page.
 */
export function PreferencesScreen(props: PreferencesScreenProps) {
  const feeBearer = useDrawnData(props.feeBearer);
  const paymentMethods = useDrawnData(props.paymentMethods);
  const twoFactor = useDrawnData(props.twoFactor);
  return (
    <SettingsPage>
      <FeeBearerSection
        feeBearer={feeBearer}
        state={props.feeBearerState}
        onChange={props.onFeeBearerChange}
      />
      <PaymentMethodsSection
        methods={paymentMethods}
        pending={props.pendingPaymentMethod}
        onChange={props.onPaymentMethodChange}
      />
      <TwoFactorSection
        enabled={twoFactor}
        state={props.twoFactorState}
        onChange={props.onTwoFactorChange}
      />
    </SettingsPage>
  );
}
