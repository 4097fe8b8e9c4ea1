import { ErrorState, LoadingRegion, RadioGroup } from '@merchant/ui';
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

/**
 * The settlement radios. While the choice loads they show without a value, locked: the
 * question reads at once and the list below does not move when the answer comes.
 */
function DestinationRadios({
  value,
  disabled,
  onChange,
}: {
  value?: SettlementDestination;
  disabled: boolean;
  onChange?: (destination: SettlementDestination) => void;
}) {
  return (
    <RadioGroup
      label="Which account would you like to get your earnings?"
      options={DESTINATION_OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        if (next !== value) onChange?.(next as SettlementDestination);
      }}
    />
  );
}

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
            <DestinationRadios disabled />
          </LoadingRegion>
        )}
        {destination.status === 'error' && (
          <ErrorState message={destination.message} onRetry={destination.onRetry} />
        )}
        {destination.status === 'ready' && (
          <DestinationRadios
            value={destination.data}
            disabled={destinationState === 'pending'}
            onChange={onDestinationChange}
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
