import { useCallback, useState } from 'react';
import {
  useFeeBearer,
  usePaymentOptions,
  useSetFeeBearer,
  useSetPaymentOption,
  useSetTwoFactorLogin,
  useTwoFactorLogin,
} from '@merchant/api';
import { PreferencesScreen, type FeeBearerCode } from '@merchant/screens';
import { submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';

/**
 * /dashboard/settings/preference. Each change is one request; the api's success toast says
 * it was saved, and the control stays locked until the answer.
 *
 * The screen draws a section again only when its own props change, so the handlers are kept
 * across renders.
 */
export function PreferencesRoute() {
  const feeBearer = useFeeBearer();
  const setFeeBearer = useSetFeeBearer();
  const options = usePaymentOptions();
  const setOption = useSetPaymentOption();
  const twoFactor = useTwoFactorLogin();
  const setTwoFactor = useSetTwoFactorLogin();
  const [savingOption, setSavingOption] = useState<string>();

  const { isMutating: savingFeeBearer, trigger: sendFeeBearer } = setFeeBearer;
  const onFeeBearerChange = useCallback(
    (value: FeeBearerCode) => {
      if (!savingFeeBearer) void sendFeeBearer(value).catch(() => undefined);
    },
    [savingFeeBearer, sendFeeBearer],
  );
  const { trigger: sendOption } = setOption;
  const onPaymentMethodChange = useCallback(
    (code: string, enabled: boolean) => {
      if (savingOption) return;
      setSavingOption(code);
      sendOption({ paymentOption: code, enabled })
        .catch(() => undefined)
        .finally(() => setSavingOption(undefined));
    },
    [savingOption, sendOption],
  );
  const { isMutating: savingTwoFactor, trigger: sendTwoFactor } = setTwoFactor;
  const onTwoFactorChange = useCallback(
    (enabled: boolean) => {
      if (!savingTwoFactor) void sendTwoFactor(enabled).catch(() => undefined);
    },
    [savingTwoFactor, sendTwoFactor],
  );

  return (
    <PreferencesScreen
      feeBearer={toRemoteData(feeBearer)}
      onFeeBearerChange={onFeeBearerChange}
      feeBearerState={submitStateOf(setFeeBearer)}
      paymentMethods={toRemoteData(options, (rows) =>
        rows.map(({ code, name, isEnabled }) => ({ code, name, enabled: isEnabled })),
      )}
      onPaymentMethodChange={onPaymentMethodChange}
      pendingPaymentMethod={savingOption}
      twoFactor={toRemoteData(twoFactor)}
      onTwoFactorChange={onTwoFactorChange}
      twoFactorState={submitStateOf(setTwoFactor)}
    />
  );
}
