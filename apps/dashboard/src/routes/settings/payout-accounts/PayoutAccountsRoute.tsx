import { lazy, Suspense } from 'react';
import {
  fetchSettlementBanks,
  kycKeys,
  useSetSettlementDestination,
  useSettlementDestination,
} from '@merchant/api';
import { PayoutAccountsScreen, bankAccountColumns, defineFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** The spec gives the bank accounts no filter. */
const NO_FILTERS = defineFilters({});

// The form (lookup and validation) loads when 'Add a bank account' is pressed.
const AddBankAccountFlow = lazy(() =>
  import('./AddBankAccountFlow').then((module) => ({ default: module.AddBankAccountFlow })),
);

/** /dashboard/settings/payout-accounts: settlement destination, bank accounts and 'Add Bank Account'. */
export function PayoutAccountsRoute() {
  const destination = useSettlementDestination();
  const { trigger: sendDestination } = useSetSettlementDestination();
  // The choice stays on the page and may change again.
  const setDestination = useAction((value: Parameters<typeof sendDestination>[0]) =>
    sendDestination(value),
  );
  const accounts = useListPage({
    definition: NO_FILTERS,
    source: {
      keys: kycKeys,
      all: async () =>
        (await fetchSettlementBanks()).map(({ accountNumber, accountName, bankName }) => ({
          accountNumber,
          accountName,
          bankName,
        })),
    },
    columns: bankAccountColumns,
    fileName: 'Bank accounts',
  });
  const dialog = useUrlDialog('add-bank-account');

  return (
    <>
      <PayoutAccountsScreen
        destination={toRemoteData(destination)}
        onDestinationChange={(value) => void setDestination.run(value)}
        destinationState={setDestination.submitState}
        accounts={accounts.screen}
        onAddAccount={() => dialog.open()}
      />
      {dialog.isOpen && (
        <Suspense fallback={null}>
          <AddBankAccountFlow onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
