import { Suspense, type ReactNode } from 'react';
import { Card, lazyPart, Tabs, usePreload } from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../types';
import { FormPlaceholder, RemoteView } from '../../forms/RemoteView';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import type {
  AccountLookupQuery,
  BankDetailsPayload,
  BankOption,
  BusinessProfileValues,
  CountryOption,
  DirectorValues,
  KycDocumentsValues,
  SavedBankAccount,
} from '../types';
import { Header, Root, Title, Description } from './ComplianceScreen.styles';
import { KYC_TABS, type KycTab } from './kycTabs';

// The tabs' forms (react-hook-form, the fields) are files of their own, so the page's frame
// paints without them; the two filled from reads are asked for once it has painted.
const BusinessProfileForm = lazyPart(() =>
  import('../BusinessProfileForm').then((module) => module.BusinessProfileForm),
);
const BankDetailsForm = lazyPart(() =>
  import('../BankDetailsForm').then((module) => module.BankDetailsForm),
);
const DirectorForm = lazyPart(() =>
  import('../DirectorForm').then((module) => module.DirectorForm),
);
const KycDocumentsForm = lazyPart(() =>
  import('../KycDocumentsForm').then((module) => module.KycDocumentsForm),
);

/** The Profile tab's data: the saved profile and the countries. */
interface ComplianceProfileData {
  saved?: Partial<Record<keyof BusinessProfileValues, string | undefined>>;
  countries: readonly CountryOption[];
}

/** The Bank Details tab's data: the banks and the saved settlement account. */
interface ComplianceBankData {
  banks: readonly BankOption[];
  saved?: SavedBankAccount;
}

/** A tab's save: its progress and the server's message. */
export interface TabSave {
  state: SubmitState;
  errorMessage?: string;
}

/** A tab's save as its form takes it: where the values go, the progress and the message. */
function save<Values>(onSubmit: (values: Values) => void, { state, errorMessage }: TabSave) {
  return { onSubmit, submitState: state, errorMessage };
}

export interface ComplianceScreenProps {
  /** The open tab (the app keeps it in the URL). */
  tab: KycTab;
  /** Called with the tab the user opens. */
  onTabChange: (tab: KycTab) => void;
  /** Profile tab data (`kyc/profile/view`). */
  profile: RemoteData<ComplianceProfileData>;
  /** Bank Details tab data (`settlement/bank/get`). */
  bank: RemoteData<ComplianceBankData>;
  /** The account-name lookup of the Bank Details tab. */
  lookup: AccountLookupState;
  /** Asks for a lookup (10 digits and a bank), or drops it with null. */
  onLookup: (query: AccountLookupQuery | null) => void;
  /** Saves the Profile tab. */
  onSaveProfile: (values: BusinessProfileValues) => void;
  /** Saves the Bank Details tab (no account type here). */
  onSaveBank: (payload: BankDetailsPayload) => void;
  /** Saves the Director's Information tab. */
  onSaveDirector: (values: DirectorValues) => void;
  /** Saves the KYC Details tab. */
  onSaveKycDocuments: (values: KycDocumentsValues) => void;
  /** Each tab's save progress. */
  saves: Record<KycTab, TabSave>;
}

/**
 * The tabbed KYC at /dashboard/compliance and /dashboard/settings/compliance-information:
 * Profile, Bank Details, Director's Information and KYC Details, each with its own Save. The
 * app moves to the tab part 2 names after each save (`nextAfterSave`). Tabs stay mounted, so a
 * half-filled tab keeps its text when another is opened.
 */
export function ComplianceScreen({
  tab,
  onTabChange,
  profile,
  bank,
  lookup,
  onLookup,
  onSaveProfile,
  onSaveBank,
  onSaveDirector,
  onSaveKycDocuments,
  saves,
}: ComplianceScreenProps) {
  usePreload(BusinessProfileForm);
  usePreload(BankDetailsForm);
  const content: Record<KycTab, ReactNode> = {
    profile: (
      <RemoteView data={profile}>
        {({ saved, countries }) => (
          <BusinessProfileForm
            saved={saved}
            countries={countries}
            {...save(onSaveProfile, saves.profile)}
          />
        )}
      </RemoteView>
    ),
    bank: (
      <RemoteView data={bank}>
        {({ banks, saved }) => (
          <BankDetailsForm
            aria-label="Bank Details"
            banks={banks}
            saved={saved}
            withAccountType={false}
            lookup={lookup}
            onLookup={onLookup}
            {...save(onSaveBank, saves.bank)}
          />
        )}
      </RemoteView>
    ),
    director: (
      <Suspense fallback={<FormPlaceholder />}>
        <DirectorForm {...save(onSaveDirector, saves.director)} />
      </Suspense>
    ),
    kyc: (
      <Suspense fallback={<FormPlaceholder />}>
        <KycDocumentsForm {...save(onSaveKycDocuments, saves.kyc)} />
      </Suspense>
    ),
  };

  return (
    <Root>
      <Header>
        <Title>Compliance information</Title>
        <Description>
          Your business profile, settlement bank, director and KYC documents. Each tab saves on its
          own.
        </Description>
      </Header>
      <Card>
        <Tabs
          aria-label="Compliance information"
          value={tab}
          onChange={(id) => onTabChange(id as KycTab)}
          keepMounted
          tabs={KYC_TABS.map(({ id, label }) => ({ id, label, content: content[id] }))}
        />
      </Card>
    </Root>
  );
}
