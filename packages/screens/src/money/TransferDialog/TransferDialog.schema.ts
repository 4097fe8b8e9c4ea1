import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { TEXTAREA_MAX_LENGTH } from '@merchant/ui';
import type { AccountQuery, PayoutTransferType } from '../types';

/**
 * The transfer form's messages: the spec's generic '${label} is required!' (part 1 section 5)
 * and, for the rules it leaves open, a sentence that says what to type instead.
 */
export const transferMessages = {
  bankRequired: 'Bank is required!',
  accountNumberRequired: 'Account number is required!',
  merchantIdRequired: 'Merchant ID is required!',
  accountNumberDigits: 'Account number must be 10 digits',
  amountRequired: 'Amount is required!',
  amountPositive: 'Amount must be greater than 0',
  currencyRequired: 'Currency is required!',
  beneficiaryRequired: 'Beneficiary is required!',
  beneficiaryWithoutAccount: 'This beneficiary has no account number; choose another one',
} as const;

/** Part 2 section 9: "account lookup threshold 10 digits" (a Nigerian account number, NUBAN). */
export const ACCOUNT_LOOKUP_DIGITS = 10;

/** The choices of the New Transfer tab: "Transfer type choices: Bank or Merchant". */
export const NEW_TRANSFER_TYPES = ['Bank', 'Merchant'] as const;

/** The input's label for each type, as on the Add New Beneficiary modal (part 2 section 5). */
export const ACCOUNT_LABELS: Record<PayoutTransferType, string> = {
  Bank: 'Account number',
  Merchant: 'Merchant ID',
  Mobile: 'Mobile Number',
};

/**
 * An amount as the AmountField keeps it ('1500000.5'): required and above 0. The field cannot
 * hold a sign or a second point, so these two rules are all that is left to check.
 */
const amount = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    if (!/\d/.test(raw)) {
      ctx.issues.push({ code: 'custom', message: transferMessages.amountRequired, input: raw });
      return z.NEVER;
    }
    const value = Number(raw);
    if (!(value > 0)) {
      ctx.issues.push({ code: 'custom', message: transferMessages.amountPositive, input: raw });
      return z.NEVER;
    }
    return value;
  }),
);

const currency = z.string().check(z.minLength(1, transferMessages.currencyRequired));
const description = z
  .string()
  .check(z.trim(), z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH)));

/**
 * New Transfer: type, bank (Bank only), account number, amount, currency, description. One
 * branch per type, so each field's message shows as soon as that field is left.
 */
export const newTransferSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Bank'),
    bankId: z.string().check(z.minLength(1, transferMessages.bankRequired)),
    accountNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, transferMessages.accountNumberRequired),
        z.regex(/^\d{10}$/, transferMessages.accountNumberDigits),
      ),
    amount,
    currency,
    description,
  }),
  z.object({
    type: z.literal('Merchant'),
    bankId: z.string(),
    accountNumber: z.string().check(z.trim(), z.minLength(1, transferMessages.merchantIdRequired)),
    amount,
    currency,
    description,
  }),
]);

export type NewTransferFormValues = z.input<typeof newTransferSchema>;
export type NewTransferValues = z.output<typeof newTransferSchema>;

/** Beneficiary: a saved recipient, an amount, a currency and a description. */
export const beneficiaryTransferSchema = z.object({
  recipientId: z.string().check(z.minLength(1, transferMessages.beneficiaryRequired)),
  amount,
  currency,
  description,
});

export type BeneficiaryTransferFormValues = z.input<typeof beneficiaryTransferSchema>;
export type BeneficiaryTransferValues = z.output<typeof beneficiaryTransferSchema>;

/**
 * What to look up for a new transfer, or null while there is nothing to ask: a bank account
 * only from 10 digits and with a bank chosen (part 2 section 5), a merchant ID once typed.
 */
export function newTransferLookup(
  values: Pick<NewTransferFormValues, 'type' | 'accountNumber'> & { bankCode?: string },
): AccountQuery | null {
  const accountNumber = values.accountNumber.trim();
  if (values.type === 'Bank') {
    if (!values.bankCode || !/^\d+$/.test(accountNumber)) return null;
    return accountNumber.length >= ACCOUNT_LOOKUP_DIGITS
      ? { type: 'Bank', accountNumber, bankCode: values.bankCode }
      : null;
  }
  return accountNumber ? { type: 'Merchant', accountNumber } : null;
}

/** Part 2 section 5: "New transfer needs account number, amount and a resolved account name." */
export function canContinueNewTransfer(values: {
  accountNumber: string;
  amount: string;
  accountName: string | undefined;
}): boolean {
  return Boolean(values.accountNumber.trim() && /\d/.test(values.amount) && values.accountName);
}

/** Part 2 section 5: "Beneficiary payout needs an amount and a selected beneficiary with an account number." */
export function canContinueBeneficiaryTransfer(values: {
  amount: string;
  recipientAccountNumber: string | undefined;
}): boolean {
  return Boolean(/\d/.test(values.amount) && values.recipientAccountNumber);
}

/** Amount plus fee, in minor units first so 0.1 + 0.2 style errors cannot creep in. */
export function totalDebit(amountValue: number, fee: number): number {
  return Math.round(amountValue * 100 + fee * 100) / 100;
}
