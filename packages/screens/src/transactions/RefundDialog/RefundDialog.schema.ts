import * as z from 'zod/mini';
import { money } from '@merchant/ui';
import { numberMessage, rangeMessage, requiredMessage } from '../../validation/messages';
import type { RefundTransaction } from '../types';

/** The smallest refund: one minor unit, as amounts carry 2 decimals. */
const REFUND_MINIMUM = 0.01;

/**
 * The refund form's messages. The spec names none for refunds, so they are its generic texts
 * (part 1 section 5): required, not a number, and between the minimum and the transaction
 * amount (`rangeMessage`).
 */
export const refundMessages = {
  amountRequired: requiredMessage('Amount'),
  amountInvalid: numberMessage('Amount'),
  amountDecimals: 'Amount can have at most 2 decimal places',
  amountRange: ({ amount, currency }: Pick<RefundTransaction, 'amount' | 'currency'>) =>
    rangeMessage('Amount', money(REFUND_MINIMUM, currency), money(amount, currency)),
} as const;

// Digits with an optional sign and decimals; commas are dropped first, so '12,500.00' reads.
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
const AT_MOST_TWO_DECIMALS = /^-?\d*(\.\d{0,2})?$/;

/** The amount as text a refund starts from: the transaction amount with 2 decimals. */
export function prefilledAmount(amount: number): string {
  return amount.toFixed(2);
}

/**
 * The refund form for one transaction: an amount above 0 and at most the transaction amount.
 * Amounts compare in minor units so 0.1 + 0.2 style errors cannot
 * refuse an exact full refund.
 */
export function refundSchema({ amount, currency }: Pick<RefundTransaction, 'amount' | 'currency'>) {
  const maximumMinor = Math.round(amount * 100);
  return z.object({
    amount: z.pipe(
      z.string(),
      z.transform((raw, ctx) => {
        const text = raw.trim().replace(/,/g, '');
        const fail = (message: string) => {
          ctx.issues.push({ code: 'custom', message, input: raw });
          return z.NEVER;
        };
        if (text === '') return fail(refundMessages.amountRequired);
        if (!NUMBER.test(text)) return fail(refundMessages.amountInvalid);
        const value = Number(text);
        const outOfRange = refundMessages.amountRange({ amount, currency });
        if (value <= 0) return fail(outOfRange);
        if (!AT_MOST_TWO_DECIMALS.test(text)) return fail(refundMessages.amountDecimals);
        if (Math.round(value * 100) > maximumMinor) return fail(outOfRange);
        return value;
      }),
    ),
  });
}

/** What the refund form holds while typing. */
export type RefundFormValues = z.input<ReturnType<typeof refundSchema>>;

/** Spec: "the button is enabled only when an amount is present". */
export function canSubmitRefund({ amount }: Pick<RefundFormValues, 'amount'>): boolean {
  return amount.trim() !== '';
}
