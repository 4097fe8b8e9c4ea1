import { useState } from 'react';
import { resolveAccount } from '@merchant/api';
import { useAccountLookup } from '@merchant/screens';

interface BankAccountQuery {
  accountNumber: string;
  bankCode: string;
}

/** A bank account's name through payout/account/resolve, for payouts, settings and KYC alike. */
export async function lookUpBankAccount({ accountNumber, bankCode }: BankAccountQuery) {
  return (await resolveAccount({ accountNumber, bankCode })).accountName;
}

/**
 * The lookup behind a bank form that asks through `onLookup` (settings, KYC): the form sends
 * the number and bank it shows, and only the answer for those is kept.
 */
export function useBankAccountLookup<Query extends BankAccountQuery>(failedMessage: string) {
  const [query, setQuery] = useState<Query | null>(null);
  const lookup = useAccountLookup(query, lookUpBankAccount, { delayMs: 0, failedMessage });
  return { lookup, onLookup: setQuery };
}
