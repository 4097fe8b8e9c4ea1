import { useAddBankAccount, useBanks } from '@merchant/api';
import { AddBankAccountDialog } from '@merchant/screens';
import { useBankAccountLookup } from '../../../app/bankAccountLookup';
import { useAction } from '../../../app/useAction';

/** 'Add Bank Account': the name looked up from 10 digits, then one request with account_type and bank_id. */
export function AddBankAccountFlow({ onClose }: { onClose: () => void }) {
  const banks = useBanks();
  const { trigger } = useAddBankAccount();
  const { lookup, onLookup } = useBankAccountLookup('Unable to resolve account');
  // The dialog closes on a success: a late second click sends nothing.
  const add = useAction(
    async (values: Parameters<typeof trigger>[0]) => {
      await trigger(values);
      onClose();
    },
    { holdsAfterSuccess: true },
  );
  return (
    <AddBankAccountDialog
      open
      onClose={onClose}
      banks={(banks.data ?? []).map(({ id, name, bankCode }) => ({ id, name, bankCode }))}
      lookup={lookup}
      onLookup={onLookup}
      onSubmit={(values) => void add.run(values)}
      submitState={add.submitState}
      errorMessage={add.errorMessage}
    />
  );
}
