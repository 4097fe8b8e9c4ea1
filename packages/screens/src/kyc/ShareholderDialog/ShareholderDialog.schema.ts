import * as z from 'zod/mini';
import { PHONE_NATIONAL_LENGTH, toInternationalPhone, toNationalPhone } from '@merchant/ui';
import { DAY_PATTERN, kycMessages } from '../messages';
import { BVN_PATTERN } from '../../validation/bvn';
import { LETTERS_ONLY } from '../../validation/names';
import { requiredMessage } from '../../validation/messages';
import { GENDERS, type Shareholder, type ShareholderValues } from '../types';

/** Visible labels; the generic required messages are built from them. */
const shareholderLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  mobileNumber: 'Mobile number',
  bvn: 'BVN',
} as const;

/** Whether 'YYYY-MM-DD' names a real day (so 1990-02-31 is refused too). */
function isRealDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const required = (field: keyof typeof shareholderLabels) =>
  requiredMessage(shareholderLabels[field]);

/** Every shareholder field is required (part 1, section 5, "Business registration"). */
const shareholderSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required('firstName')),
      z.regex(LETTERS_ONLY, kycMessages.firstNameAlphabet),
    ),
  lastName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required('lastName')),
      z.regex(LETTERS_ONLY, kycMessages.lastNameAlphabet),
    ),
  gender: z.pipe(z.string(), z.enum(GENDERS, { error: required('gender') })),
  dateOfBirth: z.string().check(
    z.trim(),
    z.minLength(1, required('dateOfBirth')),
    z.refine((value) => DAY_PATTERN.test(value) && isRealDay(value), kycMessages.dateFormat),
  ),
  // The 10 national digits; the field shows +234 and the payload prepends it.
  mobileNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required('mobileNumber')),
      z.regex(/^\d*$/, kycMessages.mobileDigits),
      z.length(PHONE_NATIONAL_LENGTH, kycMessages.shareholderMobileLength),
    ),
  bvn: z
    .string()
    .check(z.trim(), z.minLength(1, required('bvn')), z.regex(BVN_PATTERN, kycMessages.bvnLength)),
});

/** What the inputs hold ('' for an unchosen gender, the mobile number without +234). */
export interface ShareholderFormValues {
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  mobileNumber: string;
  bvn: string;
}

/** The empty dialog, or the shareholder being edited. */
export function shareholderFormValues(shareholder?: Shareholder): ShareholderFormValues {
  return {
    firstName: shareholder?.firstName ?? '',
    lastName: shareholder?.lastName ?? '',
    gender: shareholder?.gender ?? '',
    dateOfBirth: shareholder?.dateOfBirth ?? '',
    mobileNumber: shareholder?.mobileNumber ? toNationalPhone(shareholder.mobileNumber) : '',
    bvn: shareholder?.bvn ?? '',
  };
}

/** The checked values, the mobile number still without +234. */
export type ShareholderOutput = z.output<typeof shareholderSchema>;

/** Parsed values to what the app sends: the mobile number gains its +234 prefix. */
export function toShareholderValues(values: ShareholderOutput): ShareholderValues {
  return { ...values, mobileNumber: toInternationalPhone(values.mobileNumber) };
}

/** The shareholder form. */
export const shareholderForm = { schema: shareholderSchema, labels: shareholderLabels };
