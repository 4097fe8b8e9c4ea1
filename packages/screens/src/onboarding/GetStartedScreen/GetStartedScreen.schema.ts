import * as z from 'zod/mini';
import { notAnOption } from '../../forms/zodMessages';
import { requiredMessage } from '../../validation/messages';
import type { OnboardingBusinessType } from '../types';

/** Visible labels; the generic required message is built from them. */
export const getStartedLabels = {
  businessName: 'Business name',
  country: 'Country',
  businessSize: 'Business size',
  isDeveloper: 'Are you a developer?',
  businessCategoryId: 'Business category',
  referalCode: 'Referral code',
  businessType: 'Business type',
} as const;

/** Spec §9: the get-started form starts on Nigeria and on Company. */
const GET_STARTED_DEFAULT_COUNTRY = 'NG';
const GET_STARTED_DEFAULT_TYPE: OnboardingBusinessType = 'Company';

const required = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage(label)));

export const getStartedSchema = z.object({
  businessName: required(getStartedLabels.businessName),
  country: required(getStartedLabels.country),
  businessSize: required(getStartedLabels.businessSize),
  /** The radios hold 'yes' or 'no'; the payload turns it into a boolean. */
  isDeveloper: z
    .enum(['', 'yes', 'no'], notAnOption)
    .check(z.refine((value) => value !== '', requiredMessage(getStartedLabels.isDeveloper))),
  businessCategoryId: required(getStartedLabels.businessCategoryId),
  referalCode: z.string().check(z.trim()),
  businessType: z.enum(['Individual', 'Company'], notAnOption),
});

/** The values once the schema has passed them. */
export type GetStartedParsed = z.output<typeof getStartedSchema>;

/** What the inputs hold ('' for an unanswered developer question). */
export type GetStartedFormValues = z.input<typeof getStartedSchema>;

/** The get-started payload (spec §3), the referral code spelled as the API spells it. */
export interface GetStartedValues {
  businessName: string;
  country: string;
  businessType: OnboardingBusinessType;
  businessSize: string;
  isDeveloper: boolean;
  businessCategoryId: string;
  /** Sent only when given. */
  referalCode?: string;
}

/** The form as it opens: Nigeria, Company, and the business's name when it has one. */
export function initialGetStartedValues(businessName = ''): GetStartedFormValues {
  return {
    businessName,
    country: GET_STARTED_DEFAULT_COUNTRY,
    businessSize: '',
    isDeveloper: '',
    businessCategoryId: '',
    referalCode: '',
    businessType: GET_STARTED_DEFAULT_TYPE,
  };
}

/** Parsed values to the payload: the developer answer as a boolean, an empty referral code left out. */
export function toGetStartedPayload(values: GetStartedParsed): GetStartedValues {
  const { referalCode, isDeveloper, ...rest } = values;
  return {
    ...rest,
    isDeveloper: isDeveloper === 'yes',
    ...(referalCode ? { referalCode } : {}),
  };
}

/** The fields the submit rule waits for (spec §5, get-started form). */
const RULE_FIELDS = ['businessName', 'businessSize', 'isDeveloper', 'businessCategoryId'] as const;

/**
 * Spec §5: 'Proceed to my dashboard' stays disabled until business name (or an existing name),
 * business size, isDeveloper and business category are touched and no error shows. A field
 * counts as touched once left or changed, so a choice made in a list counts at once.
 */
export function canSubmitGetStarted(
  touched: Partial<Record<keyof GetStartedFormValues, boolean | undefined>>,
  errorCount: number,
  hasExistingName: boolean,
): boolean {
  return (
    errorCount === 0 &&
    RULE_FIELDS.every(
      (field) => touched[field] === true || (field === 'businessName' && hasExistingName),
    )
  );
}

export const GET_STARTED_TITLE = 'Tell us about your business';
export const GET_STARTED_SUBTITLE = 'A few more things to help us set up your dashboard';
export const GET_STARTED_SUBMIT = 'Proceed to my dashboard';
