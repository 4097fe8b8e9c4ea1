import * as z from 'zod/mini';
import { id, list, listResponse, optionalId, optionalText, withAliases } from '../core/schema';
import { BANK_ACCOUNT_TYPES } from '../settings/schemas';

const file = z.instanceof(Blob);

/** Business types (part 1, section 3). */
export const BUSINESS_TYPES = ['Individual', 'Company'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** `submitGetStarted` ('Tell us about your business'). */
export const getStartedPayload = z.object({
  businessName: z.string(),
  /** Short code; NG by default. */
  country: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  businessSize: z.string(),
  isDeveloper: z.boolean(),
  businessCategoryId: z.string(),
  /** Spelled as the API spells it. */
  referalCode: z.optional(z.string()),
});
export type GetStartedPayload = z.infer<typeof getStartedPayload>;

const onboardingBank = z.object({
  id: optionalId,
  bankName: optionalText,
  accountNumber: z.string(),
  accountName: z.string(),
});
export const onboardingBanksResponse = listResponse(z.object({ data: list(onboardingBank) }));

export const accountResolutionPayload = z.object({
  accountNumber: z.string(),
  bankCode: z.string(),
});
export type AccountResolutionPayload = z.infer<typeof accountResolutionPayload>;
export const accountResolutionResponse = z.object({
  message: optionalText,
  data: z.object({ accountName: z.string() }),
});

export const onboardingBankPayload = z.object({
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  bankId: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type OnboardingBankPayload = z.infer<typeof onboardingBankPayload>;

const personalInformation = z.object({
  firstName: optionalText,
  lastName: optionalText,
  mobileNumber: optionalText,
  dateOfBirth: optionalText,
  gender: optionalText,
  bvn: optionalText,
  idType: optionalId,
  idNumber: optionalText,
  identification: optionalText,
  passportPhoto: optionalText,
  proofOfAddress: optionalText,
});
export const personalInformationResponse = z.object({
  data: z.pipe(
    z.nullish(personalInformation),
    z.transform((value) => value ?? undefined),
  ),
});

export const contactInformationPayload = z.object({
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
});
export type ContactInformationPayload = z.infer<typeof contactInformationPayload>;

/** Multipart POST .../onboarding/personal/information, field names as the API takes them. */
export const personalInformationForm = z.object({
  bvn: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.string(),
  dateofbirth: z.string(),
  mobilenumber: z.string(),
  idtype: z.string(),
  idnumber: z.string(),
  identification: z.optional(file),
  passportphoto: z.optional(file),
  proofofaddress: z.optional(file),
});
export type PersonalInformationForm = z.infer<typeof personalInformationForm>;

const businessInformation = z.object({
  name: optionalText,
  description: optionalText,
  supportEmail: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  mobileNumber: optionalText,
  website: optionalText,
  facebook: optionalText,
  instagram: optionalText,
  twitter: optionalText,
  logo: optionalText,
});
/** `data` is the saved information, or null before anything is saved; an answer without it is malformed. */
export const businessInformationResponse = z.object({
  data: z.pipe(
    z.nullable(businessInformation),
    z.transform((value) => value ?? undefined),
  ),
});

/** Multipart POST .../onboarding/business/information. */
export const businessInformationForm = z.object({
  description: z.string(),
  emailaddress: z.string(),
  mobilenumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  website: z.string(),
  facebook: z.optional(z.string()),
  instagram: z.optional(z.string()),
  twitter: z.optional(z.string()),
  subsidiarylogo: z.optional(file),
});
export type BusinessInformationForm = z.infer<typeof businessInformationForm>;

const textOrNumber = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? undefined : String(value))),
);

const businessRegistration = z.object({
  registrationDocument: z.pipe(
    z.nullish(
      z.object({
        certOfIncorporation: optionalText,
        memoOfAssociation: optionalText,
        taxIdNumber: optionalText,
        registrationNumber: optionalText,
        businessClassId: textOrNumber,
        expectedMonthlyTransactionVolumn: textOrNumber,
      }),
    ),
    z.transform((value) => value ?? undefined),
  ),
  /** e.g. ProofOfAddress, DirectorIdentification. */
  otherDocuments: list(z.object({ documentName: z.string(), value: z.string() })),
});
export type BusinessRegistration = z.infer<typeof businessRegistration>;
export const businessRegistrationResponse = z.object({
  data: z.pipe(
    z.nullish(businessRegistration),
    z.transform((value) => value ?? undefined),
  ),
});

/** Multipart POST .../onboarding/business/registration/add-or-update; files are sent when chosen. */
export const businessRegistrationForm = z.object({
  businessclassid: z.string(),
  taxidnumber: z.string(),
  registrationNumber: z.string(),
  expectedMonthlyTransactionVolumn: z.string(),
  certofincorporation: z.optional(file),
  memoofassociation: z.optional(file),
  particularsofdirectors: z.optional(file),
  statementofshares: z.optional(file),
  proofofaddress: z.optional(file),
  directorsidentification: z.optional(file),
  operatinglicense: z.optional(file),
});
export type BusinessRegistrationForm = z.infer<typeof businessRegistrationForm>;

/** A shareholder (5% or more); the API may answer in snake_case. */
const stakeholder = withAliases(
  {
    firstName: ['first_name'],
    lastName: ['last_name'],
    dateOfBirth: ['date_of_birth'],
    mobileNumber: ['mobile_number'],
  },
  z.object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    gender: optionalText,
    dateOfBirth: optionalText,
    mobileNumber: optionalText,
    bvn: optionalText,
  }),
);
export const stakeholdersResponse = listResponse(z.object({ data: list(stakeholder) }));

/** The genders a stakeholder may be given, in the order the forms offer them. */
export const GENDERS = ['Male', 'Female'] as const;

export const newStakeholder = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS),
  dateOfBirth: z.string(),
  mobileNumber: z.string(),
  bvn: z.string(),
});
export type NewStakeholder = z.infer<typeof newStakeholder>;
