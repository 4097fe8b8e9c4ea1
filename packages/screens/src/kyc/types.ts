import {
  BANK_ACCOUNT_TYPES,
  BUSINESS_TYPES,
  GENDERS,
  type BusinessType,
} from '@merchant/api/contract';
import type { RegistrationDocumentField } from './registrationDocuments';

/** A bank of the `banks` list: the id is saved, the code is sent to the account lookup. */
export interface BankOption {
  /** The bank's id, sent as bankId when saving. */
  id: string;
  /** Shown in the bank select. */
  name: string;
  /** Sent as bankCode to the account-name lookup. */
  bankCode: string;
}

/** An account type of the onboarding bank form (part 1, section 9). */
export type AccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** What the account-name lookup is asked: an account number at a bank. */
export interface AccountLookupQuery {
  /** At least 10 digits. */
  accountNumber: string;
  /** The chosen bank's id. */
  bankId: string;
  /** The chosen bank's code, as the lookup call takes it. */
  bankCode: string;
}

/** A bank account as the forms save it; accountType only where the form asks for it. */
export interface BankDetailsPayload {
  /** Savings or Current (onboarding only; the settings tab has no account type). */
  accountType?: AccountType;
  /** The bank's id. */
  bankId: string;
  /** The account number, digits only. */
  accountNumber: string;
  /** The name the lookup resolved. */
  accountName: string;
}

/** A saved bank account the form starts from. */
export interface SavedBankAccount {
  /** Savings or Current, when known. */
  accountType?: AccountType;
  /** The bank's id, when it can be matched to the banks list. */
  bankId?: string;
  /** The saved account number. */
  accountNumber: string;
  /** The saved account name: it counts as resolved until the number or bank changes. */
  accountName: string;
}

type Gender = (typeof GENDERS)[number];

/** A shareholder holding 5% or more, as listed on the registration page. */
export interface Shareholder {
  /** The server's id, used to update and delete. */
  id: string;
  firstName: string;
  lastName: string;
  /** Male or Female. */
  gender?: string;
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  /** With +234. */
  mobileNumber?: string;
  /** 11 digits. */
  bvn?: string;
}

/** A shareholder as the dialog sends it: every field, the mobile number with +234. */
export interface ShareholderValues {
  firstName: string;
  lastName: string;
  gender: Gender;
  dateOfBirth: string;
  mobileNumber: string;
  bvn: string;
}

/** A business class of the registration form. */
export interface BusinessClassOption {
  id: string;
  name: string;
}

/** What the registration page was saved with before. */
export interface SavedRegistration {
  businessClassId?: string;
  registrationNumber?: string;
  expectedMonthlyTransactionVolume?: string;
  taxIdNumber?: string;
  /** The saved documents' addresses by field; a saved document counts as present. */
  documents: Partial<Record<RegistrationDocumentField, string>>;
}

/** The registration form as the app sends it: the text fields and the newly chosen files. */
export interface RegistrationSubmission {
  businessClassId: string;
  registrationNumber: string;
  expectedMonthlyTransactionVolume: string;
  taxIdNumber: string;
  /** Only the documents chosen now; saved ones stay on the server. */
  documents: Partial<Record<RegistrationDocumentField, File>>;
}

/** Which shareholder dialog is open, if any. */
export type ShareholderDialogState =
  { kind: 'add' } | { kind: 'edit'; id: string } | { kind: 'delete'; id: string };

/** The contract's lists the KYC forms offer: business types (part 1, section 3), bank account types and genders. */
export { BANK_ACCOUNT_TYPES, BUSINESS_TYPES, GENDERS };
/** The Profile tab's fields, in the API's snake_case (part 2, section 3, "KYC profile"). */
export interface BusinessProfileValues {
  business_name: string;
  legal_business_name: string;
  email: string;
  description: string;
  bvn: string;
  industry: string;
  business_type: BusinessType;
  /** The country's short code, e.g. NG. */
  country: string;
}

/** A country to choose: its short code and name. */
export interface CountryOption {
  shortName: string;
  name: string;
}

/** The Director's Information tab. */
export interface DirectorValues {
  directorname: string;
  idnumber: string;
  /** The director's identification document. */
  id: File;
}

/** The KYC Details tab. */
export interface KycDocumentsValues {
  proofofaddress: File;
  /** An identification document. */
  id: File;
}
