import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { PHONE_NATIONAL_LENGTH, TEXT_MAX_LENGTH, toInternationalPhone } from '@merchant/ui';
import { emailMessage, requiredMessage } from '../../validation/messages';
import { mobileMessages } from '../../validation/mobile';
import type { UserInviteValues } from '../types';

/** "a simple e-mail pattern" (part 2 section 5): something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const inviteMessages = {
  emailRequired: requiredMessage('Email address'),
  emailInvalid: emailMessage('Email address'),
  roleRequired: requiredMessage('Role'),
  firstNameRequired: requiredMessage('First name'),
  lastNameRequired: requiredMessage('Last name'),
  mobileRequired: requiredMessage('Mobile number'),
  mobileLength: mobileMessages.length,
  /** The '00' answer of users/exist (part 2 section 8). */
  alreadyOnBusiness: 'User already exist on this subsidiary',
} as const;

/** Whether the existence check may run for this e-mail. */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

const name = (message: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
    );

/**
 * The form. `needsDetails` (a user new to the provider, and every update) adds the names and
 * the 10-digit mobile number, which is sent with +234.
 */
export function inviteSchema(needsDetails: boolean) {
  const base = {
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, inviteMessages.emailRequired),
        z.regex(EMAIL_PATTERN, inviteMessages.emailInvalid),
      ),
    role: z.string().check(z.minLength(1, inviteMessages.roleRequired)),
  };
  if (!needsDetails) {
    return z.pipe(
      z.object({ ...base, firstName: z.string(), lastName: z.string(), mobileNumber: z.string() }),
      z.transform(({ email, role }): UserInviteValues => ({ email, role })),
    );
  }
  return z.pipe(
    z.object({
      ...base,
      firstName: name(inviteMessages.firstNameRequired),
      lastName: name(inviteMessages.lastNameRequired),
      mobileNumber: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, inviteMessages.mobileRequired),
          z.regex(new RegExp(`^\\d{${PHONE_NATIONAL_LENGTH}}$`), inviteMessages.mobileLength),
        ),
    }),
    z.transform((values): UserInviteValues => ({
      ...values,
      mobileNumber: toInternationalPhone(values.mobileNumber),
    })),
  );
}

/** What the form holds while typing (the mobile number without +234). */
export interface InviteFormValues {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

/**
 * "Invite button enabled when (existing user and e-mail) or (e-mail, first name, last name
 * and mobile number all present)"; a role is needed either way.
 */
export function canSubmitInvite(values: InviteFormValues, existingUser: boolean): boolean {
  const has = (value: string) => value.trim() !== '';
  if (!has(values.email) || !has(values.role)) return false;
  return (
    existingUser || (has(values.firstName) && has(values.lastName) && has(values.mobileNumber))
  );
}
