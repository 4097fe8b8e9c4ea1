import * as z from 'zod/mini';
import { BENEFICIARY_TYPES } from '@merchant/api/contract';
import type { AccountQuery, PayoutTransferType } from '../types';
import { ACCOUNT_LABELS, ACCOUNT_LOOKUP_DIGITS } from '../TransferDialog/TransferDialog.schema';

/** The spec's generic '${label} is required!' (part 1 section 5). */
export const addBeneficiaryMessages = {
  typeRequired: 'Type is required!',
  bankRequired: 'Bank is required!',
  numberRequired: (type: PayoutTransferType) => `${ACCOUNT_LABELS[type]} is required!`,
} as const;

export const addBeneficiarySchema = z
  .object({
    type: z.enum(BENEFICIARY_TYPES, { message: addBeneficiaryMessages.typeRequired }),
    bankId: z.string(),
    accountNumber: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.type === 'Bank' && !values.bankId)
        ctx.addIssue({
          code: 'custom',
          path: ['bankId'],
          message: addBeneficiaryMessages.bankRequired,
        });
      if (!values.accountNumber)
        ctx.addIssue({
          code: 'custom',
          path: ['accountNumber'],
          message: addBeneficiaryMessages.numberRequired(values.type),
        });
    }),
  );

/**
 * "Resolving runs automatically once an account number and bank code exist": a bank account
 * from 10 digits with a bank chosen; a merchant ID or mobile number once typed (the app sends
 * the literal '{product}' as their bank code).
 */
export function beneficiaryLookup(values: {
  type: PayoutTransferType;
  accountNumber: string;
  bankCode?: string;
}): AccountQuery | null {
  const accountNumber = values.accountNumber.trim();
  if (!accountNumber) return null;
  if (values.type !== 'Bank') return { type: values.type, accountNumber };
  return values.bankCode && accountNumber.length >= ACCOUNT_LOOKUP_DIGITS
    ? { type: 'Bank', accountNumber, bankCode: values.bankCode }
    : null;
}

/** "Create is enabled only with account number, type and resolved account name." */
export function canCreateBeneficiary(values: {
  type: string;
  accountNumber: string;
  accountName: string | undefined;
}): boolean {
  return Boolean(values.type && values.accountNumber.trim() && values.accountName);
}
