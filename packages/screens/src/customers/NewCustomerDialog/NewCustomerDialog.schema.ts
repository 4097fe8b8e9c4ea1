import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { PHONE_NATIONAL_LENGTH, TEXT_MAX_LENGTH, toInternationalPhone } from '@merchant/ui';
import { emailMessage, requiredMessage } from '../../validation/messages';
import { mobileMessages } from '../../validation/mobile';
import type { NewCustomerValues } from '../types';

/** Part 1 section 5: every field required ('${label} is required!'), the email checked. */
export const newCustomerMessages = {
  firstNameRequired: requiredMessage('First name'),
  lastNameRequired: requiredMessage('Last name'),
  emailRequired: requiredMessage('Email'),
  emailInvalid: emailMessage('Email'),
  mobileRequired: requiredMessage('Mobile number'),
  mobileDigits: mobileMessages.digits,
  mobileLength: mobileMessages.length,
} as const;

const required = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
    );

/** The four fields; the mobile number is typed without +234 and sent with it. */
export const newCustomerSchema = z.pipe(
  z.object({
    firstName: required(newCustomerMessages.firstNameRequired),
    lastName: required(newCustomerMessages.lastNameRequired),
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, newCustomerMessages.emailRequired)),
      z.email(newCustomerMessages.emailInvalid),
    ),
    mobile: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, newCustomerMessages.mobileRequired),
        z.regex(/^\d*$/, newCustomerMessages.mobileDigits),
        z.length(PHONE_NATIONAL_LENGTH, newCustomerMessages.mobileLength),
      ),
  }),
  z.transform((values): NewCustomerValues => ({
    ...values,
    mobile: toInternationalPhone(values.mobile),
  })),
);
