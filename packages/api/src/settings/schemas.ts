import * as z from 'zod/mini';
import { flag, list, listResponse, preprocess } from '../core/schema';

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Where earnings go: the available balance (wallet) or the bank account. */
export const settlementType = preprocess(lowerCase, z.enum(['wallet', 'bank']));
export type SettlementType = z.infer<typeof settlementType>;

export const settlementDestinationResponse = z.object({ data: z.object({ settlementType }) });

/** CBF customer, SBF merchant, SPLIT shared; the spec displays Customer when unset. */
export const feeBearer = preprocess(upperCase, z.enum(['CBF', 'SBF', 'SPLIT']));
export type FeeBearer = z.infer<typeof feeBearer>;

export const feeBearerResponse = z.object({
  data: z.object({
    whoBearsFee: z.pipe(
      z.nullish(feeBearer),
      z.transform((value) => value ?? 'CBF'),
    ),
  }),
});

export const twoFactorResponse = z.object({ data: z.object({ isTwoFAEnabled: flag }) });

const paymentOption = z.object({ name: z.string(), code: z.string(), isEnabled: flag });

export const paymentOptionsResponse = listResponse(z.object({ data: list(paymentOption) }));

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/** A bank account's type, as 'Add Bank Account' and the onboarding bank details send it (part 2 section 9). */
export const BANK_ACCOUNT_TYPES = ['Savings', 'Current'] as const;
type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** 'Add Bank Account' on the payout accounts page. */
export interface NewBankAccount {
  accountNumber: string;
  /** The name the lookup resolved; never typed. */
  accountName: string;
  accountType: BankAccountType;
  /** The bank's id (sent as bank_id). */
  bankId: string;
}
