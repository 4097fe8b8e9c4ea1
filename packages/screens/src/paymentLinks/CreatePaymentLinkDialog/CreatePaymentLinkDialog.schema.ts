import * as z from 'zod/mini';
import { notAnOption, tooLong } from '../../forms/zodMessages';
import { TEXTAREA_MAX_LENGTH, TEXT_MAX_LENGTH, amountValue } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';
import { AUTH_LABEL } from '../paymentLinkColumns';
import type { NewPaymentLinkValues } from '../types';

/** The form's messages: the spec's generic texts (part 1 section 5) with each field's label. */
export const createPaymentLinkMessages = {
  nameRequired: requiredMessage('Link name'),
  typeRequired: requiredMessage('Payment type'),
  currencyRequired: requiredMessage('Currency'),
  amountPositive: 'Amount must be greater than 0',
  limitInvalid: 'Limit is not a valid number!',
  limitPositive: 'Limit must be greater than 0',
} as const;

/** The optional authentication choice: left empty, the link asks for none (NOAUTH). */
export const AUTH_OPTIONS = [{ value: 'AUTH', label: AUTH_LABEL }] as const;

/**
 * Name, payment type and currency are required; description, amount, limit and the
 * authentication option are optional. Amount is money (AmountField keeps digits and one point);
 * limit is a whole number of payments.
 */
export const createPaymentLinkSchema = z.pipe(
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, createPaymentLinkMessages.nameRequired),
        z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
      ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH))),
    paymentType: z.string().check(z.minLength(1, createPaymentLinkMessages.typeRequired)),
    currency: z.string().check(z.minLength(1, createPaymentLinkMessages.currencyRequired)),
    amount: z.string().check(
      z.refine((raw) => raw === '' || (amountValue(raw) ?? 0) > 0, {
        message: createPaymentLinkMessages.amountPositive,
      }),
    ),
    limit: z.string().check(
      z.trim(),
      z.regex(/^\d*$/, createPaymentLinkMessages.limitInvalid),
      z.refine((raw) => raw === '' || Number(raw) > 0, {
        message: createPaymentLinkMessages.limitPositive,
      }),
    ),
    authOption: z.enum(['', 'AUTH'], notAnOption),
  }),
  z.transform(({ amount, limit, authOption, ...rest }): NewPaymentLinkValues => ({
    ...rest,
    ...(amount === '' ? {} : { amount: Number(amount) }),
    ...(limit === '' ? {} : { limit: Number(limit) }),
    authOption: authOption || 'NOAUTH',
  })),
);

/** What the form holds while typing. */
export type CreatePaymentLinkFormValues = z.input<typeof createPaymentLinkSchema>;

export const EMPTY_PAYMENT_LINK: CreatePaymentLinkFormValues = {
  name: '',
  description: '',
  paymentType: '',
  currency: '',
  amount: '',
  limit: '',
  authOption: '',
};

/** "Create is enabled only when name, payment type and currency are given" (part 1 section 5). */
export function canCreatePaymentLink(
  values: Pick<CreatePaymentLinkFormValues, 'name' | 'paymentType' | 'currency'>,
): boolean {
  return values.name.trim() !== '' && values.paymentType !== '' && values.currency !== '';
}
