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
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';

/**
 * /dashboard/settings/preference. Each change is one request; the api's success toast says
 * it was saved, and the control stays locked until the answer.
 *
 * The screen draws a section again only when its own props change, so the handlers are kept
 * across renders.
 */
export function PreferencesRoute() {
  const feeBearer = useFeeBearer();
  const { trigger: sendFeeBearer } = useSetFeeBearer();
  const options = usePaymentOptions();
  const { trigger: sendOption } = useSetPaymentOption();
  const twoFactor = useTwoFactorLogin();
  const { trigger: sendTwoFactor } = useSetTwoFactorLogin();
  const [savingOption, setSavingOption] = useState<string>();

  // Every control stays on the page and may change again.
  const setFeeBearer = useAction(
    useCallback((value: FeeBearerCode) => sendFeeBearer(value), [sendFeeBearer]),
  );
  const setOption = useAction(
    useCallback(
      async ({ code, enabled }: { code: string; enabled: boolean }) => {
        setSavingOption(code);
        try {
          await sendOption({ paymentOption: code, enabled });
        } finally {
          setSavingOption(undefined);
        }
      },
      [sendOption],
    ),
  );
  const setTwoFactor = useAction(
    useCallback((enabled: boolean) => sendTwoFactor(enabled), [sendTwoFactor]),
  );

  const { run: runFeeBearer } = setFeeBearer;
  const onFeeBearerChange = useCallback(
    (value: FeeBearerCode) => void runFeeBearer(value),
    [runFeeBearer],
  );
  const { run: runOption } = setOption;
  const onPaymentMethodChange = useCallback(
    (code: string, enabled: boolean) => void runOption({ code, enabled }),
    [runOption],
  );
  const { run: runTwoFactor } = setTwoFactor;
  const onTwoFactorChange = useCallback(
    (enabled: boolean) => void runTwoFactor(enabled),
    [runTwoFactor],
  );

  return (
    <PreferencesScreen
      feeBearer={toRemoteData(feeBearer)}
      onFeeBearerChange={onFeeBearerChange}
      feeBearerState={setFeeBearer.submitState}
      paymentMethods={toRemoteData(options, (rows) =>
        rows.map(({ code, name, isEnabled }) => ({ code, name, enabled: isEnabled })),
      )}
      onPaymentMethodChange={onPaymentMethodChange}
      pendingPaymentMethod={savingOption}
      twoFactor={toRemoteData(twoFactor)}
      onTwoFactorChange={onTwoFactorChange}
      twoFactorState={setTwoFactor.submitState}
    />
  );
}
