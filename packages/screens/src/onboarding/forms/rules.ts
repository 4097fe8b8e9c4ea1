import * as z from 'zod/mini';
import { PHONE_NATIONAL_LENGTH } from '@merchant/ui';
import { kycMessages } from '../../kyc/messages';
import { BVN_PATTERN } from '../../validation/bvn';
import { emailMessage, requiredMessage } from '../../validation/messages';
import { LETTERS_ONLY } from '../../validation/names';

export { emailMessage, requiredMessage };

/**
 * The onboarding forms' exact messages (part 1, section 5, "Onboarding forms"): the ones the
 * KYC forms share are written once in kyc/messages; the contact, identity and business forms
 * add their own.
 */
export const onboardingMessages = {
  ...kycMessages,
  mobileLength: 'Mobile number must contain 10 character',
  logoSize: 'Document should be 1mb or less',
  websiteInvalid: 'Please enter a valid url',
} as const;

/** A required first name of letters only. */
export const firstNameRule = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.regex(LETTERS_ONLY, onboardingMessages.firstNameAlphabet),
    );

/** A required last name of letters only. */
export const lastNameRule = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.regex(LETTERS_ONLY, onboardingMessages.lastNameAlphabet),
    );

/** The 10 national digits a PhoneField holds; the payload prepends +234. */
export const mobileRule = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.regex(/^\d*$/, onboardingMessages.mobileDigits),
      z.length(PHONE_NATIONAL_LENGTH, onboardingMessages.mobileLength),
    );

/** The BVN: exactly 11 digits. */
export const bvnRule = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.regex(BVN_PATTERN, onboardingMessages.bvnLength),
    );

/** Whether `value` is a real calendar day written YYYY-MM-DD (so 1990-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A required day typed as YYYY-MM-DD. */
export const dayRule = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.refine(isIsoDay, onboardingMessages.dateFormat),
    );

/** A required choice from a list (a select or radios). */
export const choiceRule = (label: string) =>
  z.string().check(z.minLength(1, requiredMessage(label)));

/** A required line of text. */
export const textRule = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage(label)));

/** Files chosen in a FileUpload (already checked for type and size when they were chosen). */
export const filesRule = z.array(z.instanceof(File));

/** The last part of a saved document's address, for people: '.../nin-slip.pdf' -> 'nin-slip.pdf'. */
export function savedFileName(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const last = url.split(/[?#]/)[0]?.split('/').filter(Boolean).pop();
  if (!last) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
