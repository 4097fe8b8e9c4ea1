import type { Bank } from '@merchant/api';
import type { BankOption, SavedBankAccount } from '@merchant/screens';

/** The `banks` list as the forms' options. */
export function toBankOptions(banks: readonly Bank[]): BankOption[] {
  return banks.map(({ id, name, bankCode }) => ({ id, name, bankCode }));
}

/**
 * A saved account as the form's starting point. The saved rows name their bank, so the id is
 * found in the banks list by id when given, else by name.
 */
export function toSavedAccount(
  saved: { accountNumber: string; accountName: string; bankId?: string; bankName?: string },
  banks: readonly BankOption[],
  extra: Pick<SavedBankAccount, 'accountType'> = {},
): SavedBankAccount {
  const bank =
    banks.find((option) => option.id === saved.bankId) ??
    banks.find((option) => option.name === saved.bankName);
  return {
    ...extra,
    bankId: bank?.id,
    accountNumber: saved.accountNumber,
    accountName: saved.accountName,
  };
}
