import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useBanks,
  useCountries,
  useKycProfile,
  useSaveSettlementBankDetails,
  useSettlementBanks,
  useSubmitDirectorKyc,
  useSubmitKycDocuments,
  useUpdateBusinessProfile,
} from '@merchant/api';
import {
  ComplianceScreen,
  defineSearchParam,
  nextAfterSave,
  toKycTab,
  type AccountLookupQuery,
  type BankDetailsPayload,
  type KycTab,
  type RemoteData,
  type TabSave,
} from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { useAnsweredView } from '../../../app/toRemoteData';
import { toBankOptions, toSavedAccount } from '../shared/bankOptions';
import { bothReady } from '../../../app/bothReady';
import { useBankAccountLookup } from '../../../app/bankAccountLookup';

/** `?tab=bank`; an unknown tab reads as the first one. */
const TAB = defineSearchParam<KycTab>('tab', { parse: toKycTab, format: (tab) => tab });

/** The open tab lives in the URL, so a reload or Back returns to it. */
function useTab() {
  const [params, setParams] = useSearchParams();
  const tab = TAB.read(params) ?? toKycTab(null);
  const setTab = (next: KycTab) => setParams((current) => TAB.write(current, next));
  return { tab, setTab };
}

const saveOf = (action: { submitState: TabSave['state']; errorMessage?: string }): TabSave => ({
  state: action.submitState,
  errorMessage: action.errorMessage,
});

/**
 * /dashboard/compliance and /dashboard/settings/compliance-information: the tabbed KYC. Each
 * save re-reads the onboarding progress (the mutations revalidate it) and moves to the tab part
 * 2 names (`nextAfterSave`).
 */
export function ComplianceRoute() {
  const { tab, setTab } = useTab();
  const profileRead = useKycProfile();
  const profile = useAnsweredView(profileRead);
  const countries = useCountries();
  const banks = useBanks();
  const settlementBanks = useSettlementBanks();
  // A tab stays mounted once opened, and one Try again reads all four views again, not only its
  // own tab's, so no opened tab is left showing an old failure.
  const retryAll = () => {
    for (const read of [profileRead, countries, banks, settlementBanks]) void read.mutate();
  };
  const retryingAll = <T,>(data: RemoteData<T>): RemoteData<T> =>
    data.status === 'error' ? { ...data, onRetry: retryAll } : data;
  const { lookup, onLookup } = useBankAccountLookup<AccountLookupQuery>('Unexpected Error!');
  const updateProfile = useUpdateBusinessProfile();
  const saveBank = useSaveSettlementBankDetails();
  const submitDirector = useSubmitDirectorKyc();
  const submitDocuments = useSubmitKycDocuments();

  const moveOn = (from: KycTab) => setTab(nextAfterSave(from));
  // Each save moves to another tab and holds there. Showing its tab again starts it over, so the
  // merchant can correct and save a tab a second time (its form submits once per attempt).
  const held = { holdsAfterSuccess: true };
  const saveProfile = useAction(async (values: Parameters<typeof updateProfile.trigger>[0]) => {
    await updateProfile.trigger(values);
    moveOn('profile');
  }, held);
  const saveSettlement = useAction(
    async ({ bankId, accountNumber, accountName }: BankDetailsPayload) => {
      await saveBank.trigger({ bankId, accountNumber, accountName });
      moveOn('bank');
    },
    held,
  );
  const saveDirector = useAction(async (values: Parameters<typeof submitDirector.trigger>[0]) => {
    await submitDirector.trigger(values);
    moveOn('director');
  }, held);
  const saveDocuments = useAction(async (values: Parameters<typeof submitDocuments.trigger>[0]) => {
    await submitDocuments.trigger(values);
    moveOn('kyc');
  }, held);
  const { reopen: reopenProfile } = saveProfile;
  const { reopen: reopenBank } = saveSettlement;
  const { reopen: reopenDirector } = saveDirector;
  const { reopen: reopenKyc } = saveDocuments;
  useEffect(() => {
    const reopenOf = {
      profile: reopenProfile,
      bank: reopenBank,
      director: reopenDirector,
      kyc: reopenKyc,
    } satisfies Record<KycTab, () => void>;
    reopenOf[tab]();
  }, [tab, reopenProfile, reopenBank, reopenDirector, reopenKyc]);

  return (
    <ComplianceScreen
      tab={tab}
      onTabChange={setTab}
      profile={retryingAll(
        bothReady(profile, toRemoteData(countries), (saved, list) => ({
          saved,
          countries: list.map(({ shortName, name }) => ({ shortName, name })),
        })),
      )}
      bank={retryingAll(
        bothReady(toRemoteData(banks), toRemoteData(settlementBanks), (list, saved) => {
          const options = toBankOptions(list);
          const last = saved.at(-1);
          return { banks: options, saved: last ? toSavedAccount(last, options) : undefined };
        }),
      )}
      lookup={lookup}
      onLookup={onLookup}
      onSaveProfile={(values) => void saveProfile.run(values)}
      onSaveBank={(payload) => void saveSettlement.run(payload)}
      onSaveDirector={(values) => void saveDirector.run(values)}
      onSaveKycDocuments={(values) => void saveDocuments.run(values)}
      saves={{
        profile: saveOf(saveProfile),
        bank: saveOf(saveSettlement),
        director: saveOf(saveDirector),
        kyc: saveOf(saveDocuments),
      }}
    />
  );
}
