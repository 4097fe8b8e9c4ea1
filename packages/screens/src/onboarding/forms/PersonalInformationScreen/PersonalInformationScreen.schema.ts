import * as z from 'zod/mini';
import { GENDERS } from '@merchant/api/contract';
import { toInternationalPhone, toNationalPhone } from '@merchant/ui';
import {
  bvnRule,
  choiceRule,
  dayRule,
  filesRule,
  firstNameRule,
  lastNameRule,
  mobileRule,
  onboardingMessages,
  savedFileName,
  textRule,
} from '../rules';
import type { PersonalInformationPayload, SavedDocument } from '../types';

/** Visible labels; the generic required messages are built from them. */
export const personalLabels = {
  bvn: 'BVN',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  mobileNumber: 'Mobile number',
  idType: 'ID type',
  idNumber: 'ID number',
  identification: 'Identification',
  passportPhoto: 'Passport photograph',
  proofOfAddress: 'Proof of address',
} as const;

/** The text fields, the ones a draft may keep (files never are). */
export const PERSONAL_TEXT_FIELDS = [
  'bvn',
  'firstName',
  'lastName',
  'gender',
  'dateOfBirth',
  'mobileNumber',
  'idType',
  'idNumber',
] as const;
export type PersonalTextField = (typeof PERSONAL_TEXT_FIELDS)[number];
export type PersonalTextValues = Record<PersonalTextField, string>;

/** The document uploads of the form. */
export const PERSONAL_DOCUMENTS = ['identification', 'passportPhoto', 'proofOfAddress'] as const;
export type PersonalDocument = (typeof PERSONAL_DOCUMENTS)[number];

/** What the view call returns (every field optional: a new business has none). */
export interface PersonalInformationView {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
  dateOfBirth?: string;
  gender?: string;
  bvn?: string;
  idType?: string;
  idNumber?: string;
  /** Addresses of the saved documents. */
  identification?: string;
  passportPhoto?: string;
  proofOfAddress?: string;
}

/** The saved information as the form edits it: the phone without +234, the day as YYYY-MM-DD. */
export function personalValuesFrom(view: PersonalInformationView | undefined): PersonalTextValues {
  return {
    bvn: view?.bvn ?? '',
    firstName: view?.firstName ?? '',
    lastName: view?.lastName ?? '',
    gender: GENDERS.find((gender) => gender === view?.gender) ?? '',
    // A server time ('1986-03-14T00:00:00') is cut to its day.
    dateOfBirth: (view?.dateOfBirth ?? '').slice(0, 10),
    mobileNumber: view?.mobileNumber ? toNationalPhone(view.mobileNumber) : '',
    idType: view?.idType ?? '',
    idNumber: view?.idNumber ?? '',
  };
}

/** The documents saved earlier, by upload. */
export function savedPersonalDocuments(
  view: PersonalInformationView | undefined,
): Partial<Record<PersonalDocument, SavedDocument>> {
  const saved: Partial<Record<PersonalDocument, SavedDocument>> = {};
  for (const document of PERSONAL_DOCUMENTS) {
    const name = savedFileName(view?.[document]);
    if (name) saved[document] = { name };
  }
  return saved;
}

/**
 * The form's rules (part 1, section 5). Identification and proof of address are required on
 * submit unless a saved one exists; the passport photograph is optional.
 */
export function personalInformationSchema(saved: Partial<Record<PersonalDocument, unknown>>) {
  const required = (document: PersonalDocument, message: string) =>
    filesRule.check(z.refine((files) => Boolean(saved[document]) || files.length > 0, message));
  return z.object({
    bvn: bvnRule(personalLabels.bvn),
    firstName: firstNameRule(personalLabels.firstName),
    lastName: lastNameRule(personalLabels.lastName),
    gender: choiceRule(personalLabels.gender),
    dateOfBirth: dayRule(personalLabels.dateOfBirth),
    mobileNumber: mobileRule(personalLabels.mobileNumber),
    idType: choiceRule(personalLabels.idType),
    idNumber: textRule(personalLabels.idNumber),
    identification: required('identification', onboardingMessages.identificationRequired),
    passportPhoto: filesRule,
    proofOfAddress: required('proofOfAddress', onboardingMessages.proofOfAddressRequired),
  });
}

type PersonalSchema = ReturnType<typeof personalInformationSchema>;
/** What the inputs hold (the phone without +234, the files chosen). */
export type PersonalFormValues = z.input<PersonalSchema>;

/** The form's starting values: the saved text, then any unsaved draft over it; no files. */
export function personalFormDefaults(
  saved: PersonalTextValues,
  draft: Partial<PersonalTextValues> | undefined,
): PersonalFormValues {
  return { ...saved, ...draft, identification: [], passportPhoto: [], proofOfAddress: [] };
}

/** Parsed values to the multipart payload: API field names, +234 prepended, new files only. */
export function toPersonalInformationPayload(
  values: z.output<PersonalSchema>,
): PersonalInformationPayload {
  const [identification] = values.identification;
  const [passportphoto] = values.passportPhoto;
  const [proofofaddress] = values.proofOfAddress;
  return {
    bvn: values.bvn,
    firstname: values.firstName,
    lastname: values.lastName,
    gender: values.gender,
    dateofbirth: values.dateOfBirth,
    mobilenumber: toInternationalPhone(values.mobileNumber),
    idtype: values.idType,
    idnumber: values.idNumber,
    ...(identification && { identification }),
    ...(passportphoto && { passportphoto }),
    ...(proofofaddress && { proofofaddress }),
  };
}
