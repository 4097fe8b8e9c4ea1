import * as z from 'zod/mini';
import { PHONE_NATIONAL_LENGTH, toInternationalPhone } from '@merchant/ui';
import { requiredMessage } from '../../validation/messages';
import { mobileMessages } from '../../validation/mobile';
import { LETTERS_ONLY } from '../../validation/names';
import { PASSWORD_STRENGTH_MESSAGE, STRONG_PASSWORD } from '../../validation/password';
import type { SignUpPayload } from '../types';

/** Visible labels; the generic required message is built from them. */
export const signUpLabels = {
  firstName: 'First and middle name',
  lastName: 'Last name',
  userEmail: 'Email address',
  MobileNumber: 'Mobile number',
  name: 'Business name',
  password: 'Password',
  confirmpassword: 'Confirm password',
} as const;

/** The spec's exact sign-up messages (part 1, section 5). */
export const signUpMessages = {
  firstNameAlphabet: 'First and middle name must only contain alphabet',
  lastNameAlphabet: 'Last name must only contain alphabet',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email',
  mobileRequired: 'Please enter your mobile number',
  mobileDigits: mobileMessages.digits,
  mobileLength: mobileMessages.length,
  businessNameRequired: 'Please enter business name',
  passwordStrength: PASSWORD_STRENGTH_MESSAGE,
  passwordMismatch: 'Password does not match',
  passwordMismatchToast: 'Passwords do not match',
} as const;

/** Letters (any script), spaces, comma, period, apostrophe and hyphen. */
const FIRST_NAME = /^[\p{L}\s,.'-]+$/u;

export const signUpSchema = z
  .object({
    firstName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, requiredMessage(signUpLabels.firstName)),
        z.regex(FIRST_NAME, signUpMessages.firstNameAlphabet),
      ),
    lastName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, requiredMessage(signUpLabels.lastName)),
        z.regex(LETTERS_ONLY, signUpMessages.lastNameAlphabet),
      ),
    userEmail: z.pipe(
      z.string().check(z.trim(), z.minLength(1, signUpMessages.emailRequired)),
      z.email(signUpMessages.emailInvalid),
    ),
    // The national digits only: the field shows +234 and the payload prepends it. The digit and
    // length rules reuse the spec's onboarding messages, as the spec sets no sign-up text for them.
    MobileNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, signUpMessages.mobileRequired),
        z.regex(/^\d*$/, signUpMessages.mobileDigits),
        z.length(PHONE_NATIONAL_LENGTH, signUpMessages.mobileLength),
      ),
    name: z.string().check(z.trim(), z.minLength(1, signUpMessages.businessNameRequired)),
    password: z
      .string()
      .check(
        z.minLength(1, requiredMessage(signUpLabels.password)),
        z.regex(STRONG_PASSWORD, signUpMessages.passwordStrength),
      ),
    confirmpassword: z
      .string()
      .check(z.minLength(1, requiredMessage(signUpLabels.confirmpassword))),
  })
  .check(
    z.refine((values) => values.confirmpassword === values.password, {
      message: signUpMessages.passwordMismatch,
      path: ['confirmpassword'],
      // Compare even while other fields are still invalid, so the message shows as soon as the
      // confirmation is typed rather than only once the whole form is valid.
      when: (payload) => {
        const value = payload.value as Partial<Record<'password' | 'confirmpassword', unknown>>;
        return typeof value.confirmpassword === 'string' && value.confirmpassword.length > 0;
      },
    }),
  );

/** The form's values: what the inputs hold (the mobile number without +234). */
export type SignUpFormValues = z.input<typeof signUpSchema>;

/** Every field of the form; Next waits until each has been touched. */
export const signUpFields = Object.keys(signUpLabels) as Array<keyof SignUpFormValues>;

/** The empty form. */
export const emptySignUpValues: SignUpFormValues = {
  firstName: '',
  lastName: '',
  userEmail: '',
  MobileNumber: '',
  name: '',
  password: '',
  confirmpassword: '',
};

/** Parsed form values to the API payload: the mobile number gains its +234 prefix. */
export function toSignUpPayload(values: z.output<typeof signUpSchema>): SignUpPayload {
  return { ...values, MobileNumber: toInternationalPhone(values.MobileNumber) };
}

/**
 * Whether Next may be pressed (spec: "disabled until all fields are touched and there are no
 * errors"). Errors are the ones shown, so changing the password after confirming it leaves
 * Next enabled and the submit reports the mismatch with the 'Passwords do not match' toast.
 */
export function canSubmitSignUp(
  touched: Partial<Record<keyof SignUpFormValues, boolean | undefined>>,
  errorCount: number,
): boolean {
  return errorCount === 0 && signUpFields.every((field) => touched[field] === true);
}
