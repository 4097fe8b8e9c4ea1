import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { TEXTAREA_MAX_LENGTH } from '@merchant/ui';
import { kycMessages } from '../messages';
import { BVN_PATTERN } from '../../validation/bvn';
import { emailMessage, requiredMessage } from '../../validation/messages';
import { BUSINESS_TYPES } from '../types';

/** Visible labels; the generic messages are built from them. */
const profileLabels = {
  business_name: 'Business name',
  legal_business_name: 'Legal business name',
  email: 'Business email',
  description: 'Description',
  bvn: 'BVN',
  industry: 'Industry',
  business_type: 'Business type',
  country: 'Country',
} as const;

type ProfileField = keyof typeof profileLabels;
const required = (field: ProfileField) => requiredMessage(profileLabels[field]);
const text = (field: ProfileField) => z.string().check(z.trim(), z.minLength(1, required(field)));

export const profileMessages = {
  emailInvalid: emailMessage(profileLabels.email),
} as const;

/** Every profile field is required (inputs are required unless marked optional). */
const businessProfileSchema = z.object({
  business_name: text('business_name'),
  legal_business_name: text('legal_business_name'),
  email: z.pipe(text('email'), z.email(profileMessages.emailInvalid)),
  description: text('description').check(
    z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH)),
  ),
  bvn: text('bvn').check(z.regex(BVN_PATTERN, kycMessages.bvnLength)),
  industry: text('industry'),
  business_type: z.pipe(z.string(), z.enum(BUSINESS_TYPES, { error: required('business_type') })),
  country: text('country'),
});

/** What the inputs hold ('' where nothing is chosen). */
export type BusinessProfileFormValues = Record<ProfileField, string>;

/** The form from the saved profile (missing values empty). */
export function profileFormValues(
  saved: Partial<Record<ProfileField, string | undefined>> | undefined,
): BusinessProfileFormValues {
  const values = {} as BusinessProfileFormValues;
  for (const field of Object.keys(profileLabels) as ProfileField[]) {
    values[field] = saved?.[field] ?? '';
  }
  return values;
}

/** The Profile form. */
export const profileForm = { schema: businessProfileSchema, labels: profileLabels };
