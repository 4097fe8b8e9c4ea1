import * as z from 'zod/mini';
import { id, list, listResponse, optionalNumeric, optionalText } from '../../core/schema';

/** Part 2 section 9: a recipient (beneficiary or transfer) is a bank account, a merchant or a mobile wallet. */
export const BENEFICIARY_TYPES = ['Bank', 'Merchant', 'Mobile'] as const;
/** A recipient's type, as beneficiaries and payouts send it. */
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

const beneficiary = z.object({
  id,
  name: z.string(),
  /** Bank, Merchant or Mobile (the confirmation dialog may see 'Bank Account', '{product} Mobile'...). */
  type: z.string(),
  accountNumber: z.string(),
  bankName: optionalText,
  bankCode: optionalText,
  dateCreated: optionalText,
});

/** items and total_items, under data or at the top of the body. */
export const beneficiariesResponse = listResponse(
  z.object({ data: z.object({ items: list(beneficiary), total_items: optionalNumeric }) }),
);

export const resolveAccountResponse = z.object({
  message: optionalText,
  data: z.object({ accountName: z.string().check(z.minLength(1)) }),
});

export interface AccountLookup {
  type: string;
  accountNumber: string;
  /** A bank's code; the literal '{product}' for merchant and mobile accounts. */
  bankCode: string;
}

export interface NewBeneficiary {
  type: BeneficiaryType;
  /** The resolved name (sent as AccountName). */
  accountName: string;
  accountNumber: string;
  /** Sent only for the Bank type. */
  bankId?: string;
}
