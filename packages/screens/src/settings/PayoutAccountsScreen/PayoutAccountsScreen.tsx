import { ErrorState, LoadingRegion, RadioGroup, Skeleton } from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsSection } from '../components/SettingsSection';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { PayoutBankAccount, SettlementDestination } from '../types';
import { bankAccountColumns } from './bankAccountColumns';

/** The table's empty text (part 2, "Payout accounts"). */
export const PAYOUT_ACCOUNTS_EMPTY_TEXT = 'You currently do not have any payout accounts';

const DESTINATION_OPTIONS = [
  { value: 'wallet', label: 'Settle to Available Balance' },
  { value: 'bank', label: 'Settle to bank' },
] as const;

export interface PayoutAccountsScreenProps {
  /** Where earnings go now. */
  destination: RemoteData<SettlementDestination>;
  /** Called once per change of the radios. */
  onDestinationChange: (destination: SettlementDestination) => void;
  /** Progress of saving the destination; 'pending' locks the radios. */
  destinationState: SubmitState;
  /** The 'Bank accounts' table, from the app's list hook. */
  accounts: ListViewProps<PayoutBankAccount>;
  /** 'Add a bank account': opens 'Add Bank Account'. */
  onAddAccount: () => void;
}

/** /dashboard/settings/payout-accounts: where earnings go, and the bank accounts. */
export function PayoutAccountsScreen({
  destination,
  onDestinationChange,
  destinationState,
  accounts,
  onAddAccount,
}: PayoutAccountsScreenProps) {
  return (
    <SettingsPage>
      <SettingsSection title="Settlement">
        {destination.status === 'loading' && (
          <LoadingRegion label="Loading the settlement choice">
            <Skeleton lines={2} />
          </LoadingRegion>
        )}
        {destination.status === 'error' && (
          <ErrorState message={destination.message} onRetry={destination.onRetry} />
        )}
        {destination.status === 'ready' && (
          <RadioGroup
            label="Which account would you like to get your earnings?"
            options={DESTINATION_OPTIONS}
            value={destination.data}
            disabled={destinationState === 'pending'}
            onChange={(value) => {
              if (value !== destination.data) onDestinationChange(value as SettlementDestination);
            }}
          />
        )}
      </SettingsSection>
      <ListScreen<PayoutBankAccount>
        {...accounts}
        title="Bank accounts"
        columns={bankAccountColumns}
        getRowId={(row) => row.accountNumber}
        getRowLabel={(row) => row.accountNumber}
        emptyText={PAYOUT_ACCOUNTS_EMPTY_TEXT}
        primaryAction={{ label: 'Add a bank account', onClick: onAddAccount }}
      />
    </SettingsPage>
  );
}
