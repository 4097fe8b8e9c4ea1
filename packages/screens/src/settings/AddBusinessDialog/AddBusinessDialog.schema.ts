import * as z from 'zod/mini';
import { notAnOption, tooLong } from '../../forms/zodMessages';
import { TEXT_MAX_LENGTH, TEXTAREA_MAX_LENGTH } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';
import type { NewBusinessValues } from '../types';

export const addBusinessMessages = {
  nameRequired: requiredMessage('Business name'),
  emailInvalid: 'Business email is not a valid email!',
  mobileInvalid: 'Mobile number is not a valid number!',
  logoType: 'Logo must be a png, jpg or jpeg image',
  logoSize: 'Document should be 1mb or less',
} as const;

/** "Logo upload accepts png, jpg, jpeg"; 1 MB as the onboarding logo. */
export const BUSINESS_LOGO_RULES = {
  accept: ['png', 'jpg', 'jpeg'],
  maxSize: 1024 * 1024,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The dial code plus the national number without its trunk 0: '+234' + '08031234567' -> '+2348031234567'. */
export function internationalMobile(dialCode: string, number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `${dialCode}${digits}` : '';
}

/**
 * 'Add new business'. The spec's own rule is weak ("Create is enabled once any field has a
 * value"); the name is needed to create anything, and a given e-mail or number must be usable.
 */
export const addBusinessSchema = z.pipe(
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, addBusinessMessages.nameRequired),
        z.maxLength(TEXT_MAX_LENGTH, tooLong(TEXT_MAX_LENGTH)),
      ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(TEXTAREA_MAX_LENGTH, tooLong(TEXTAREA_MAX_LENGTH))),
    country: z.string(),
    email: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || EMAIL_PATTERN.test(value),
        addBusinessMessages.emailInvalid,
      ),
    ),
    dialCode: z.string(),
    mobileNumber: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || /^\d{6,14}$/.test(value),
        addBusinessMessages.mobileInvalid,
      ),
    ),
    businessType: z.enum(['Individual', 'Company'], notAnOption),
    logo: z.array(z.instanceof(File)).check(z.maxLength(1, 'Choose one logo')),
    isDefault: z.boolean(),
  }),
  z.transform(({ dialCode, mobileNumber, logo, ...values }): NewBusinessValues => ({
    ...values,
    mobileNumber: internationalMobile(dialCode, mobileNumber),
    logo: logo[0],
  })),
);

export type AddBusinessFormValues = z.input<typeof addBusinessSchema>;

/** "Create is enabled once any field has a value." */
export function hasAnyValue(values: AddBusinessFormValues): boolean {
  return (
    [values.name, values.description, values.email, values.mobileNumber].some(
      (value) => value.trim() !== '',
    ) || values.logo.length > 0
  );
}
