import { Card, lazyPart, usePreload } from '@merchant/ui';
import { OnboardingPageLayout } from '../../onboarding/OnboardingPageLayout';
import { ONBOARDING_FORM_PAGES } from '../../onboarding/formPages';
import type { RemoteData, SubmitState } from '../../types';
import { RemoteView } from '../../forms/RemoteView';
import type { AccountLookupState } from '../../forms/useAccountLookup';
import type {
  AccountLookupQuery,
  AccountType,
  BankDetailsPayload,
  BankOption,
  SavedBankAccount,
} from '../types';

// The form's code (react-hook-form, the fields) is not needed to paint the frame, so it loads once
// the frame has painted.
const BankDetailsForm = lazyPart(() =>
  import('../BankDetailsForm').then((module) => module.BankDetailsForm),
);

/** What the bank details page is filled from. */
interface BankDetailsData {
  /** The `banks` list. */
  banks: readonly BankOption[];
  /** The account saved earlier, if any. */
  saved?: SavedBankAccount;
}

export interface BankDetailsScreenProps {
  /** The banks and the saved account. */
  data: RemoteData<BankDetailsData>;
  /** The lookup for the number and bank typed last. */
  lookup: AccountLookupState;
  /** Called when a lookup should run (10 digits and a bank), or with null to drop it. */
  onLookup: (query: AccountLookupQuery | null) => void;
  /** Called once with account type, bank, number and the resolved name. */
  onSubmit: (payload: OnboardingBankDetails) => void;
  /** Progress of the save. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'. */
  errorMessage?: string;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The Back link. */
  onBack: () => void;
}

/** The onboarding bank form always asks for the account type. */
export type OnboardingBankDetails = BankDetailsPayload & { accountType: AccountType };

const PAGE = ONBOARDING_FORM_PAGES.bankDetails;

/** /dashboard/getStarted/bankdetails: the account the business is settled into. */
export function BankDetailsScreen({ data, onBack, onSubmit, ...form }: BankDetailsScreenProps) {
  usePreload(BankDetailsForm);
  return (
    <OnboardingPageLayout {...PAGE} onBack={onBack}>
      <Card>
        <RemoteView data={data}>
          {({ banks, saved }) => (
            <BankDetailsForm
              {...form}
              aria-label={PAGE.title}
              banks={banks}
              saved={saved}
              withAccountType
              onSubmit={({ accountType, ...rest }) => {
                if (accountType) onSubmit({ ...rest, accountType });
              }}
            />
          )}
        </RemoteView>
      </Card>
    </OnboardingPageLayout>
  );
}
