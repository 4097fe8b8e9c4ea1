import { useState } from 'react';
import {
  useFeeBearer,
  usePaymentOptions,
  useSetFeeBearer,
  useSetPaymentOption,
  useSetTwoFactorLogin,
  useTwoFactorLogin,
} from '@merchant/api';
import { PreferencesScreen } from '@merchant/screens';
import { submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';

/**
 * /dashboard/settings/preference. Each change is one request; the api's success toast says
 * it was saved, and the control stays locked until the answer.
 */
export function PreferencesRoute() {
  const feeBearer = useFeeBearer();
  const setFeeBearer = useSetFeeBearer();
  const options = usePaymentOptions();
  const setOption = useSetPaymentOption();
  const twoFactor = useTwoFactorLogin();
  const setTwoFactor = useSetTwoFactorLogin();
  const [savingOption, setSavingOption] = useState<string>();

  return (
    <PreferencesScreen
      feeBearer={toRemoteData(feeBearer)}
      onFeeBearerChange={(value) => {
        if (!setFeeBearer.isMutating) void setFeeBearer.trigger(value).catch(() => undefined);
      }}
      feeBearerState={submitStateOf(setFeeBearer)}
      paymentMethods={toRemoteData(options, (rows) =>
        rows.map(({ code, name, isEnabled }) => ({ code, name, enabled: isEnabled })),
      )}
      onPaymentMethodChange={(code, enabled) => {
        if (savingOption) return;
        setSavingOption(code);
        setOption
          .trigger({ paymentOption: code, enabled })
          .catch(() => undefined)
          .finally(() => setSavingOption(undefined));
      }}
      pendingPaymentMethod={savingOption}
      twoFactor={toRemoteData(twoFactor)}
      onTwoFactorChange={(enabled) => {
        if (!setTwoFactor.isMutating) void setTwoFactor.trigger(enabled).catch(() => undefined);
      }}
      twoFactorState={submitStateOf(setTwoFactor)}
    />
  );
}
