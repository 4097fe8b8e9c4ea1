import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBanks, useOnboardingBanks, useSaveOnboardingBankDetails } from '@merchant/api';
import {
  BankDetailsScreen,
  PATHS,
  type AccountLookupQuery,
  type OnboardingBankDetails,
} from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { useLeaveGuard } from '../../../app/useLeaveGuard';
import { toBankOptions, toSavedAccount } from '../shared/bankOptions';
import { bothReady } from '../../../app/bothReady';
import { useBankAccountLookup } from '../../../app/bankAccountLookup';

/** /dashboard/getStarted/bankdetails: saves the settlement account, then back to the checklist. */
export function BankDetailsRoute() {
  const navigate = useNavigate();
  const banks = useBanks();
  const savedBanks = useOnboardingBanks();
  const { lookup, onLookup } = useBankAccountLookup<AccountLookupQuery>('Unexpected Error!');
  const { trigger } = useSaveOnboardingBankDetails();
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  // The mutation revalidates the onboarding reads, so the checklist's progress moves at once.
  const save = useAction(
    async (payload: OnboardingBankDetails) => {
      await trigger(payload);
      setDirty(false);
      await navigate(PATHS.onboarding);
    },
    { holdsAfterSuccess: true },
  );

  const data = bothReady(toRemoteData(banks), toRemoteData(savedBanks), (list, saved) => {
    const options = toBankOptions(list);
    const last = saved.at(-1);
    return { banks: options, saved: last ? toSavedAccount(last, options) : undefined };
  });

  return (
    <>
      <BankDetailsScreen
        data={data}
        lookup={lookup}
        onLookup={onLookup}
        onSubmit={(payload) => void save.run(payload)}
        submitState={save.submitState}
        errorMessage={save.errorMessage}
        onDirtyChange={setDirty}
        onBack={() => leave.guard(() => void navigate(-1))}
      />
      {leave.dialog}
    </>
  );
}
