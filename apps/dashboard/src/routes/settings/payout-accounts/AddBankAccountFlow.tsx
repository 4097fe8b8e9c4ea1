import { useAddBankAccount, useBanks } from '@merchant/api';
import { AddBankAccountDialog } from '@merchant/screens';
import { useBankAccountLookup } from '../../../app/bankAccountLookup';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** 'Add Bank Account': the name looked up from 10 digits, then one request with account_type and bank_id. */
export function AddBankAccountFlow({ onClose }: { onClose: () => void }) {
  const banks = useBanks();
  const add = useAddBankAccount();
  const { lookup, onLookup } = useBankAccountLookup('Unable to resolve account');
  return (
    <AddBankAccountDialog
      open
      onClose={onClose}
      banks={(banks.data ?? []).map(({ id, name, bankCode }) => ({ id, name, bankCode }))}
      lookup={lookup}
      onLookup={onLookup}
      onSubmit={(values) => {
        if (add.isMutating) return;
        add.trigger(values).then(onClose, () => undefined);
      }}
      submitState={submitStateOf(add)}
      errorMessage={errorMessageOf(add.error)}
    />
  );
}
