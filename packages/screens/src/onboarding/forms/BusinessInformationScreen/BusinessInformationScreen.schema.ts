import * as z from 'zod/mini';
import { toInternationalPhone, toNationalPhone } from '@merchant/ui';
import {
  emailMessage,
  filesRule,
  mobileRule,
  onboardingMessages,
  requiredMessage,
  savedFileName,
  textRule,
} from '../rules';
import type { BusinessInformationPayload, SavedDocument } from '../types';

/** Visible labels; the generic messages are built from them. */
export const businessLabels = {
  description: 'Business description',
  supportEmail: 'Business email',
  mobileNumber: 'Business phone number',
  address: 'Address',
  city: 'City',
  state: 'State',
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  logo: 'Business logo',
} as const;

/** The text fields, the ones a draft may keep (the logo never is). */
export const BUSINESS_TEXT_FIELDS = [
  'description',
  'supportEmail',
  'mobileNumber',
  'address',
  'city',
  'state',
  'website',
  'facebook',
  'instagram',
  'twitter',
] as const;
export type BusinessTextField = (typeof BUSINESS_TEXT_FIELDS)[number];
export type BusinessTextValues = Record<BusinessTextField, string>;

/** What the view call returns (every field optional: a new business has none). */
export interface BusinessInformationView {
  name?: string;
  description?: string;
  supportEmail?: string;
  address?: string;
  city?: string;
  state?: string;
  mobileNumber?: string;
  website?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
  /** Address of the saved logo. */
  logo?: string;
}

/** The saved information as the form edits it (the phone without +234). */
export function businessValuesFrom(view: BusinessInformationView | undefined): BusinessTextValues {
  return {
    description: view?.description ?? '',
    supportEmail: view?.supportEmail ?? '',
    mobileNumber: view?.mobileNumber ? toNationalPhone(view.mobileNumber) : '',
    address: view?.address ?? '',
    city: view?.city ?? '',
    state: view?.state ?? '',
    website: view?.website ?? '',
    facebook: view?.facebook ?? '',
    instagram: view?.instagram ?? '',
    twitter: view?.twitter ?? '',
  };
}

/** The logo saved earlier, if any. */
export function savedLogo(view: BusinessInformationView | undefined): SavedDocument | undefined {
  const name = savedFileName(view?.logo);
  return name ? { name } : undefined;
}

const SCHEME = /^https?:\/\//i;

/** The address as sent: a bare domain ('adaeze.ng') gains https://. */
function toWebsite(value: string): string {
  const trimmed = value.trim();
  return SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A web address with a dotted host, with or without http(s)://. */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value.trim())) return false;
  try {
    const url = new URL(toWebsite(value));
    return /^https?:$/.test(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** The form's rules (part 1, section 5, "Business info"). */
export const businessInformationSchema = z.object({
  // The textarea stops at 250 characters (TEXTAREA_MAX_LENGTH), so no message is needed here.
  description: textRule(businessLabels.description),
  supportEmail: z.pipe(
    z.string().check(z.trim(), z.minLength(1, requiredMessage(businessLabels.supportEmail))),
    z.email(emailMessage(businessLabels.supportEmail)),
  ),
  mobileNumber: mobileRule(businessLabels.mobileNumber),
  address: textRule(businessLabels.address),
  city: textRule(businessLabels.city),
  state: textRule(businessLabels.state),
  website: textRule(businessLabels.website).check(
    z.refine(isWebsite, onboardingMessages.websiteInvalid),
  ),
  facebook: z.string().check(z.trim()),
  instagram: z.string().check(z.trim()),
  twitter: z.string().check(z.trim()),
  logo: filesRule,
});

/** What the inputs hold (the phone without +234, the chosen logo). */
export type BusinessFormValues = z.input<typeof businessInformationSchema>;

/** The form's starting values: the saved text, then any unsaved draft over it; no logo chosen. */
export function businessFormDefaults(
  saved: BusinessTextValues,
  draft: Partial<BusinessTextValues> | undefined,
): BusinessFormValues {
  return { ...saved, ...draft, logo: [] };
}

/** Parsed values to the multipart payload: API field names, +234 prepended, a new logo only. */
export function toBusinessInformationPayload(
  values: z.output<typeof businessInformationSchema>,
): BusinessInformationPayload {
  const [subsidiarylogo] = values.logo;
  return {
    description: values.description,
    emailaddress: values.supportEmail,
    mobilenumber: toInternationalPhone(values.mobileNumber),
    address: values.address,
    city: values.city,
    state: values.state,
    website: toWebsite(values.website),
    facebook: values.facebook,
    instagram: values.instagram,
    twitter: values.twitter,
    ...(subsidiarylogo && { subsidiarylogo }),
  };
}
