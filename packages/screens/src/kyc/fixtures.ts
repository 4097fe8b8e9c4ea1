import { fixtureFile } from '../forms/fixtureFile';
import type {
  AccountLookupQuery,
  BankOption,
  SavedBankAccount,
  SavedRegistration,
  Shareholder,
} from './types';

/** The banks list of the sandbox. */
export const BANK_OPTIONS: readonly BankOption[] = [
  { id: '1', name: 'Access Bank', bankCode: '044' },
  { id: '2', name: 'Guaranty Trust Bank', bankCode: '058' },
  { id: '3', name: 'First Bank of Nigeria', bankCode: '011' },
  { id: '5', name: 'Zenith Bank', bankCode: '057' },
];

/** A saved Current account at Guaranty Trust Bank, with overrides. */
export function buildSavedBankAccount(overrides: Partial<SavedBankAccount> = {}): SavedBankAccount {
  return {
    accountType: 'Current',
    bankId: '2',
    accountNumber: '0123456789',
    accountName: 'LAGOS FRESH FOODS LIMITED',
    ...overrides,
  };
}

/** The lookup query for an account number at Access Bank, with overrides. */
export function buildLookupQuery(overrides: Partial<AccountLookupQuery> = {}): AccountLookupQuery {
  return { accountNumber: '0234567891', bankId: '1', bankCode: '044', ...overrides };
}

/** A small PDF for upload stories. */
export function pdfFile(name = 'document.pdf', bytes = 2048): File {
  return fixtureFile('pdf', name, bytes);
}

/** A PNG image for upload stories. */
export function pngFile(name = 'photo.png', bytes = 2048): File {
  return fixtureFile('png', name, bytes);
}

/** A file of a type no document upload takes. */
export function textFile(name = 'notes.txt'): File {
  return new File(['hello'], name, { type: 'text/plain' });
}

/** A complete shareholder, with overrides. */
export function buildShareholder(overrides: Partial<Shareholder> = {}): Shareholder {
  return {
    id: 'stk-1',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    gender: 'Female',
    dateOfBirth: '1986-03-14',
    mobileNumber: '+2348031234567',
    bvn: '22198765432',
    ...overrides,
  };
}

/** The business classes of business/classes. */
export const BUSINESS_CLASSES = [
  { id: '1', name: 'Limited Liability Company' },
  { id: '2', name: 'Business Name' },
  { id: '3', name: 'Incorporated Trustees' },
];

/** A registration saved earlier, with its four documents. */
export const SAVED_REGISTRATION: SavedRegistration = {
  businessClassId: '1',
  registrationNumber: 'RC1234567',
  expectedMonthlyTransactionVolume: '25000000',
  taxIdNumber: '12345678-0001',
  documents: {
    certofincorporation:
      'https://files.paymerchant.ng/10231/certofincorporation/cac-certificate.pdf',
    memoofassociation: 'https://files.paymerchant.ng/10231/memoofassociation/memart.pdf',
    proofofaddress: 'https://files.paymerchant.ng/10231/proofofaddress/lawma-bill.pdf',
    directorsidentification: 'https://files.paymerchant.ng/10231/directorsidentification/nin.pdf',
  },
};
