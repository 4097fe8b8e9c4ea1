import * as z from 'zod/mini';
import { notAnOption } from '../../forms/zodMessages';
import { BANK_ACCOUNT_TYPES } from '@merchant/api/contract';
import { requiredMessage } from '../../validation/messages';

/** "Account lookup threshold 10 digits" (part 2 section 9). */
const PAYOUT_LOOKUP_DIGITS = 10;

export const addBankAccountMessages = {
  bankRequired: requiredMessage('Bank'),
  accountNumberRequired: requiredMessage('Account number'),
  accountNumberDigits: 'Account number must be 10 digits',
} as const;

export const addBankAccountSchema = z.object({
  bankId: z.string().check(z.minLength(1, addBankAccountMessages.bankRequired)),
  accountNumber: z
    .string()
    .check(
      z.minLength(1, addBankAccountMessages.accountNumberRequired),
      z.regex(/^\d{10}$/, addBankAccountMessages.accountNumberDigits),
    ),
  accountType: z.enum(BANK_ACCOUNT_TYPES, notAnOption),
});

/** The lookup runs once a bank is chosen and the number has 10 digits. */
export function readyForLookup(accountNumber: string, bankId: string): boolean {
  return bankId !== '' && new RegExp(`^\\d{${PAYOUT_LOOKUP_DIGITS},}$`).test(accountNumber);
}
