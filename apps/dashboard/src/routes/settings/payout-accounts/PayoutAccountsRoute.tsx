import { lazy, Suspense } from 'react';
import {
  fetchSettlementBanks,
  kycKeys,
  useSetSettlementDestination,
  useSettlementDestination,
} from '@merchant/api';
import { PayoutAccountsScreen, bankAccountColumns, defineFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';
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
  const setDestination = useSetSettlementDestination();
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
        onDestinationChange={(value) => {
          if (!setDestination.isMutating) void setDestination.trigger(value).catch(() => undefined);
        }}
        destinationState={submitStateOf(setDestination)}
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
