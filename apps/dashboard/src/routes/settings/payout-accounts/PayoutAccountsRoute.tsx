import { useCallback, useRef, useState } from 'react';
import {
  fetchSettlementBanks,
  kycKeys,
  resolveAccount,
  useAddBankAccount,
  useBanks,
  useSetSettlementDestination,
  useSettlementDestination,
} from '@merchant/api';
import {
  AddBankAccountDialog,
  PayoutAccountsScreen,
  bankAccountColumns,
  defineFilters,
  type BankAccountLookup,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** The spec gives the bank accounts no filter. */
const NO_FILTERS = defineFilters({});

/** The account name lookup: only the answer for the latest number is kept. */
function useBankLookup() {
  const [lookup, setLookup] = useState<BankAccountLookup>({ status: 'idle' });
  const latest = useRef('');
  const run = useCallback((query: { bankCode: string; accountNumber: string }) => {
    const key = `${query.bankCode}:${query.accountNumber}`;
    latest.current = key;
    setLookup({ status: 'pending' });
    resolveAccount(query).then(
      ({ accountName }) => {
        if (latest.current === key) setLookup({ status: 'resolved', accountName });
      },
      (error: unknown) => {
        if (latest.current === key)
          setLookup({
            status: 'error',
            message: errorMessageOf(error) ?? 'Unable to resolve account',
          });
      },
    );
  }, []);
  const reset = useCallback(() => {
    latest.current = '';
    setLookup({ status: 'idle' });
  }, []);
  return { lookup, run, reset };
}

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
  const banks = useBanks();
  const add = useAddBankAccount();
  const dialog = useUrlDialog('add-bank-account');
  const { lookup, run, reset } = useBankLookup();

  const close = () => {
    add.reset();
    reset();
    dialog.close();
  };

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
        <AddBankAccountDialog
          open
          onClose={close}
          banks={(banks.data ?? []).map(({ id, name, bankCode }) => ({ id, name, bankCode }))}
          lookup={lookup}
          onLookup={run}
          onSubmit={(values) => {
            if (add.isMutating) return;
            add.trigger(values).then(close, () => undefined);
          }}
          submitState={submitStateOf(add)}
          errorMessage={errorMessageOf(add.error)}
        />
      )}
    </>
  );
}
