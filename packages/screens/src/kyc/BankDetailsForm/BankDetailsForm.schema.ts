import * as z from 'zod/mini';
import { numberMessage, requiredMessage } from '../../validation/messages';
import { BANK_ACCOUNT_TYPES, type AccountLookupQuery, type BankOption } from '../types';

/** Visible labels; the generic messages are built from them. */
export const bankDetailsLabels = {
  accountType: 'Account type',
  bankId: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
} as const;

/** Resolution runs from this many characters with a bank chosen (part 1, section 9). */
const ACCOUNT_LOOKUP_MIN_LENGTH = 10;

/** Nigerian account numbers (NUBAN) have 10 digits; the input stops there. */
export const ACCOUNT_NUMBER_MAX_LENGTH = 10;

export const bankDetailsMessages = {
  accountTypeRequired: requiredMessage(bankDetailsLabels.accountType),
  bankRequired: requiredMessage(bankDetailsLabels.bankId),
  accountNumberRequired: requiredMessage(bankDetailsLabels.accountNumber),
  accountNumberDigits: numberMessage(bankDetailsLabels.accountNumber),
} as const;

/** The bank form: account type (when asked), bank and account number all required. */
export function bankDetailsSchema(withAccountType: boolean) {
  return z.object({
    accountType: withAccountType
      ? z.enum(BANK_ACCOUNT_TYPES, { error: bankDetailsMessages.accountTypeRequired })
      : z.string(),
    bankId: z.string().check(z.minLength(1, bankDetailsMessages.bankRequired)),
    accountNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, bankDetailsMessages.accountNumberRequired),
        z.regex(/^\d+$/, bankDetailsMessages.accountNumberDigits),
      ),
  });
}

/** What the inputs hold ('' for an unchosen select). */
export interface BankDetailsFormValues {
  accountType: string;
  bankId: string;
  accountNumber: string;
}

/** The lookup to run for these values, or null while the number is short or no bank is chosen. */
export function lookupQueryOf(
  values: Pick<BankDetailsFormValues, 'bankId' | 'accountNumber'>,
  banks: readonly BankOption[],
): AccountLookupQuery | null {
  const accountNumber = values.accountNumber.trim();
  const bank = banks.find((option) => option.id === values.bankId);
  if (!bank || accountNumber.length < ACCOUNT_LOOKUP_MIN_LENGTH || !/^\d+$/.test(accountNumber)) {
    return null;
  }
  return { accountNumber, bankId: bank.id, bankCode: bank.bankCode };
}

/** Whether two lookups ask the same thing. */
export function sameQuery(a: AccountLookupQuery | null, b: AccountLookupQuery | null): boolean {
  return a?.accountNumber === b?.accountNumber && a?.bankId === b?.bankId;
}
