import * as z from 'zod/mini';
import { toInternationalPhone } from '@merchant/ui';
import { firstNameRule, lastNameRule, mobileRule } from '../rules';
import type { ContactInformationPayload } from '../types';

/** Visible labels; the generic required messages are built from them. */
export const contactLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  mobileNumber: 'Mobile number',
} as const;

/** Every field is text, so a draft may keep them all. */
export const CONTACT_TEXT_FIELDS = ['firstName', 'lastName', 'mobileNumber'] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];
export type ContactFormValues = Record<ContactTextField, string>;

/** The contact person's rules (part 1, section 5, "Onboarding forms"). */
export const contactInformationSchema = z.object({
  firstName: firstNameRule(contactLabels.firstName),
  lastName: lastNameRule(contactLabels.lastName),
  mobileNumber: mobileRule(contactLabels.mobileNumber),
});

export const EMPTY_CONTACT: ContactFormValues = { firstName: '', lastName: '', mobileNumber: '' };

/** Parsed values to the JSON payload, +234 prepended to the phone. */
export function toContactInformationPayload(
  values: z.output<typeof contactInformationSchema>,
): ContactInformationPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    mobileNumber: toInternationalPhone(values.mobileNumber),
  };
}
