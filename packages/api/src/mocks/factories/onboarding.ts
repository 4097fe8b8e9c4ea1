import type { Random } from '../random';
import { bvn, mobileNumber, personName } from './common';

export interface OnboardingProgress {
  personalInformation: number;
  businessCompliance: number;
  businessInformation: number;
  bankInformation: number;
  termsAndCondition: number;
}

export interface PersonalInformation {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  dateOfBirth: string;
  gender: string;
  bvn: string;
  idType: string;
  idNumber: string;
  identification: string;
  passportPhoto: string;
  proofOfAddress: string;
}

interface BusinessInformation {
  name: string;
  description: string;
  supportEmail: string;
  address: string;
  city: string;
  state: string;
  mobileNumber: string;
  website: string;
  facebook: string;
  instagram: string;
  twitter: string;
  logo: string;
}

interface BusinessRegistration {
  registrationDocument: {
    certOfIncorporation: string;
    memoOfAssociation: string;
    taxIdNumber: string;
    registrationNumber: string;
    businessClassId: string;
    expectedMonthlyTransactionVolumn: string;
  };
  otherDocuments: { documentName: string; value: string }[];
}

interface OnboardingBank {
  id: string;
  bankId: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  accountType: string;
}

export interface OnboardingRecord {
  subsidiaryId: string;
  progress: OnboardingProgress;
  personal: PersonalInformation | null;
  contact: { firstName: string; lastName: string; mobileNumber: string } | null;
  businessInfo: BusinessInformation | null;
  registration: BusinessRegistration | null;
  banks: OnboardingBank[];
}

export interface StakeholderRecord {
  id: string;
  subsidiaryId: string;
  firstName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  mobileNumber: string;
  bvn: string;
}

const EMPTY_PROGRESS: OnboardingProgress = {
  personalInformation: 0,
  businessCompliance: 0,
  businessInformation: 0,
  bankInformation: 0,
  termsAndCondition: 0,
};

/** Where the sandbox pretends an uploaded document lives. */
export function documentUrl(subsidiaryId: string, field: string, fileName: string) {
  return `https://files.paymerchant.ng/${subsidiaryId}/${field}/${encodeURIComponent(fileName)}`;
}

export function buildOnboarding(
  overrides: Partial<OnboardingRecord> & Pick<OnboardingRecord, 'subsidiaryId'>,
): OnboardingRecord {
  return {
    progress: { ...EMPTY_PROGRESS },
    personal: null,
    contact: null,
    businessInfo: null,
    registration: null,
    banks: [],
    ...overrides,
  };
}

export function buildStakeholder(
  overrides: Partial<StakeholderRecord> & Pick<StakeholderRecord, 'id' | 'subsidiaryId'>,
): StakeholderRecord {
  return {
    firstName: 'Emeka',
    lastName: 'Okonkwo',
    gender: 'Male',
    dateOfBirth: '1984-07-12',
    mobileNumber: '+2348030000002',
    bvn: '22123456789',
    ...overrides,
  };
}

export function personalFor(
  subsidiaryId: string,
  random: Random,
  name = personName(random),
): PersonalInformation {
  return {
    ...name,
    mobileNumber: mobileNumber(random),
    dateOfBirth: `19${random.int(70, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    gender: random.pick(['Male', 'Female']),
    bvn: bvn(random),
    idType: '1',
    idNumber: random.digits(11),
    identification: documentUrl(subsidiaryId, 'identification', 'nin-slip.pdf'),
    passportPhoto: documentUrl(subsidiaryId, 'passportphoto', 'passport.jpg'),
    proofOfAddress: documentUrl(subsidiaryId, 'proofofaddress', 'utility-bill.pdf'),
  };
}
