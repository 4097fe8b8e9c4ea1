import { useCallback, useRef, useState } from 'react';
import { resolveAccount, useAddBankAccount, useBanks } from '@merchant/api';
import { AddBankAccountDialog, type BankAccountLookup } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

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
  return { lookup, run };
}

/** 'Add Bank Account': the name looked up from 10 digits, then one request with account_type and bank_id. */
export function AddBankAccountFlow({ onClose }: { onClose: () => void }) {
  const banks = useBanks();
  const add = useAddBankAccount();
  const { lookup, run } = useBankLookup();
  return (
    <AddBankAccountDialog
      open
      onClose={onClose}
      banks={(banks.data ?? []).map(({ id, name, bankCode }) => ({ id, name, bankCode }))}
      lookup={lookup}
      onLookup={run}
      onSubmit={(values) => {
        if (add.isMutating) return;
        add.trigger(values).then(onClose, () => undefined);
      }}
      submitState={submitStateOf(add)}
      errorMessage={errorMessageOf(add.error)}
    />
  );
}
