import * as z from 'zod/mini';
import { tooLong } from '../../forms/zodMessages';
import { numberMessage, requiredMessage } from '../../validation/messages';

/** Visible labels; the generic messages are built from them. */
export const registrationLabels = {
  businessClassId: 'Business class',
  registrationNumber: 'Registration number',
  expectedMonthlyTransactionVolume: 'Expected monthly transaction volume',
  taxIdNumber: 'Tax identification number',
} as const;

/** Registration number, expected volume and tax ID take at most 20 characters (part 1, section 9). */
export const REGISTRATION_TEXT_MAX_LENGTH = 20;

export const registrationMessages = {
  businessClassRequired: requiredMessage(registrationLabels.businessClassId),
  registrationNumberRequired: requiredMessage(registrationLabels.registrationNumber),
  volumeRequired: requiredMessage(registrationLabels.expectedMonthlyTransactionVolume),
  volumeNotANumber: numberMessage(registrationLabels.expectedMonthlyTransactionVolume),
  taxIdRequired: requiredMessage(registrationLabels.taxIdNumber),
} as const;

/** The registration form's text fields; the documents are checked as they are chosen. */
export const registrationSchema = z.object({
  businessClassId: z.string().check(z.minLength(1, registrationMessages.businessClassRequired)),
  registrationNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, registrationMessages.registrationNumberRequired),
      z.maxLength(REGISTRATION_TEXT_MAX_LENGTH, tooLong(REGISTRATION_TEXT_MAX_LENGTH)),
    ),
  expectedMonthlyTransactionVolume: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, registrationMessages.volumeRequired),
      z.regex(/^\d+(\.\d+)?$/, registrationMessages.volumeNotANumber),
      z.maxLength(REGISTRATION_TEXT_MAX_LENGTH, tooLong(REGISTRATION_TEXT_MAX_LENGTH)),
    ),
  taxIdNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, registrationMessages.taxIdRequired),
      z.maxLength(REGISTRATION_TEXT_MAX_LENGTH, tooLong(REGISTRATION_TEXT_MAX_LENGTH)),
    ),
});

export type RegistrationTextValues = z.infer<typeof registrationSchema>;
export type RegistrationTextField = keyof RegistrationTextValues;

/** The text fields, in form order (also what a draft keeps). */
export const REGISTRATION_TEXT_FIELDS = Object.keys(registrationLabels) as RegistrationTextField[];
