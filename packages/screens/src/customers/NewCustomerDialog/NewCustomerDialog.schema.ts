import * as z from 'zod';
import { PHONE_NATIONAL_LENGTH, TEXT_MAX_LENGTH, toInternationalPhone } from '@merchant/ui';
import { requiredMessage } from '../../access/messages';
import { signUpMessages } from '../../access/SignUpScreen/SignUpScreen.schema';
import type { NewCustomerValues } from '../types';

/** Part 1 section 5: every field required ('${label} is required!'), the email checked. */
export const newCustomerMessages = {
  firstNameRequired: requiredMessage('First name'),
  lastNameRequired: requiredMessage('Last name'),
  emailRequired: requiredMessage('Email'),
  emailInvalid: 'Email is not a valid email!',
  mobileRequired: requiredMessage('Mobile number'),
  mobileDigits: signUpMessages.mobileDigits,
  mobileLength: signUpMessages.mobileLength,
} as const;

const required = (message: string) => z.string().trim().min(1, message).max(TEXT_MAX_LENGTH);

/** The four fields; the mobile number is typed without +234 and sent with it. */
export const newCustomerSchema = z
  .object({
    firstName: required(newCustomerMessages.firstNameRequired),
    lastName: required(newCustomerMessages.lastNameRequired),
    email: z
      .string()
      .trim()
      .min(1, newCustomerMessages.emailRequired)
      .pipe(z.email(newCustomerMessages.emailInvalid)),
    mobile: z
      .string()
      .trim()
      .min(1, newCustomerMessages.mobileRequired)
      .regex(/^\d*$/, newCustomerMessages.mobileDigits)
      .length(PHONE_NATIONAL_LENGTH, newCustomerMessages.mobileLength),
  })
  .transform((values): NewCustomerValues => ({
    ...values,
    mobile: toInternationalPhone(values.mobile),
  }));
