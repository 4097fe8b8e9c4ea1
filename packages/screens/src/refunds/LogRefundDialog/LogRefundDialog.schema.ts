import * as z from 'zod/mini';
import { requiredMessage } from '../../validation/messages';
import type { RefundLogValues } from '../types';

/**
 * Messages of the single refund form: the spec's generic required text, as the refund dialog's.
 * A logged refund has no transaction amount to cap it, so its only bound is above 0.
 */
export const logRefundMessages = {
  referenceRequired: requiredMessage('Transaction reference'),
  amountRequired: requiredMessage('Amount'),
  amountPositive: 'Amount must be greater than 0',
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** 'Log a single refund': a transaction reference, an amount above 0, an optional reason. */
export const logRefundSchema = z.object({
  transactionReference: z
    .string()
    .check(z.trim(), z.minLength(1, logRefundMessages.referenceRequired)),
  amount: z.pipe(
    z.string(),
    z.transform((raw, ctx) => {
      const text = raw.trim().replace(/,/g, '');
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: logRefundMessages.amountRequired, input: raw });
        return z.NEVER;
      }
      if (!AMOUNT.test(text) || Number(text) <= 0) {
        ctx.issues.push({ code: 'custom', message: logRefundMessages.amountPositive, input: raw });
        return z.NEVER;
      }
      return Number(text);
    }),
  ),
  reason: z.string().check(z.trim()),
}) satisfies z.core.$ZodType<RefundLogValues, unknown>;
