import { useAccountLookup } from '../../forms/useAccountLookup';
import type { AccountQuery, MoneyBank, ResolveAccount } from '../types';

/** The recipient fields a form watches: its type, its bank (Bank type) and its account number. */
interface Recipient<Type extends string> {
  type: Type;
  bankId: string;
  accountNumber: string;
}

/**
 * The chosen bank and the account-name lookup of a recipient form, as the user types: `toQuery`
 * (the form's own rule) says when the typed recipient is complete enough to look up.
 */
export function useRecipientLookup<Type extends string>(
  recipient: Recipient<Type>,
  banks: readonly MoneyBank[],
  toQuery: (values: {
    type: Type;
    accountNumber: string;
    bankCode?: string;
  }) => AccountQuery | null,
  onResolveAccount: ResolveAccount,
) {
  const bank = banks.find((item) => item.id === recipient.bankId);
  const lookup = useAccountLookup(
    toQuery({
      type: recipient.type,
      accountNumber: recipient.accountNumber,
      bankCode: bank?.bankCode,
    }),
    onResolveAccount,
  );
  return {
    bank,
    lookup,
    accountName: lookup.status === 'resolved' ? lookup.accountName : undefined,
  };
}
