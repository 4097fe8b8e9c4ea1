import { defineTable } from '../db';
import { BANKS } from '../factories/common';
import {
  buildOnboarding,
  buildStakeholder,
  documentUrl,
  personalFor,
  type OnboardingRecord,
  type StakeholderRecord,
} from '../factories/onboarding';
import { DEMO_BUSINESS_IDS } from './auth';

const { lagosFreshFoods, adaezeCatering, naijaThreads } = DEMO_BUSINESS_IDS;

/**
 * Onboarding per business: Lagos Fresh Foods is complete (Active), Adaeze Catering is half way
 * (personal and business information done), Naija Threads has not started.
 */
const onboarding = defineTable<OnboardingRecord>('onboarding', ({ random }) => [
  buildOnboarding({
    subsidiaryId: lagosFreshFoods,
    progress: {
      personalInformation: 100,
      businessCompliance: 100,
      businessInformation: 100,
      bankInformation: 100,
      termsAndCondition: 100,
    },
    personal: personalFor(lagosFreshFoods, random, { firstName: 'Adaeze', lastName: 'Okafor' }),
    businessInfo: {
      name: 'Lagos Fresh Foods Ltd',
      description: 'Farm-fresh produce delivered across Lagos',
      supportEmail: 'support@lagosfreshfoods.ng',
      address: '12 Admiralty Way, Lekki Phase 1',
      city: 'Lekki',
      state: 'Lagos',
      mobileNumber: '+2348031234567',
      website: 'https://lagosfreshfoods.ng',
      facebook: 'lagosfreshfoods',
      instagram: 'lagosfreshfoods',
      twitter: '',
      logo: '',
    },
    registration: {
      registrationDocument: {
        certOfIncorporation: documentUrl(
          lagosFreshFoods,
          'certofincorporation',
          'cac-certificate.pdf',
        ),
        memoOfAssociation: documentUrl(lagosFreshFoods, 'memoofassociation', 'memart.pdf'),
        taxIdNumber: '12345678-0001',
        registrationNumber: 'RC1234567',
        businessClassId: '1',
        expectedMonthlyTransactionVolumn: '25000000',
      },
      otherDocuments: [
        {
          documentName: 'ProofOfAddress',
          value: documentUrl(lagosFreshFoods, 'proofofaddress', 'lawma-bill.pdf'),
        },
        {
          documentName: 'DirectorIdentification',
          value: documentUrl(lagosFreshFoods, 'directorsidentification', 'nin.pdf'),
        },
      ],
    },
    banks: [
      {
        id: 'obk-1',
        bankId: BANKS[1].id,
        bankName: BANKS[1].name,
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LIMITED',
        accountType: 'Current',
      },
    ],
  }),
  buildOnboarding({
    subsidiaryId: adaezeCatering,
    progress: {
      personalInformation: 100,
      businessCompliance: 0,
      businessInformation: 100,
      bankInformation: 0,
      termsAndCondition: 0,
    },
    personal: personalFor(adaezeCatering, random, { firstName: 'Adaeze', lastName: 'Okafor' }),
    businessInfo: {
      name: 'Adaeze Catering Services',
      description: 'Event catering in Lekki and Victoria Island',
      supportEmail: 'hello@adaezecatering.ng',
      address: '4 Ajose Adeogun Street',
      city: 'Victoria Island',
      state: 'Lagos',
      mobileNumber: '+2348031234567',
      website: 'https://adaezecatering.ng',
      facebook: '',
      instagram: 'adaezecatering',
      twitter: '',
      logo: '',
    },
  }),
  buildOnboarding({ subsidiaryId: naijaThreads }),
]);

export const stakeholders = defineTable<StakeholderRecord>('stakeholders', () => [
  buildStakeholder({
    id: 'stk-1',
    subsidiaryId: lagosFreshFoods,
    firstName: 'Adaeze',
    lastName: 'Okafor',
    gender: 'Female',
    dateOfBirth: '1986-03-14',
    mobileNumber: '+2348031234567',
    bvn: '22198765432',
  }),
  buildStakeholder({ id: 'stk-2', subsidiaryId: lagosFreshFoods }),
]);

/** The onboarding row of a business (created empty for businesses that signed up later). */
export function onboardingOf(subsidiaryId: string): OnboardingRecord {
  const found = onboarding.find((row) => row.subsidiaryId === subsidiaryId);
  return found ?? onboarding.insert(buildOnboarding({ subsidiaryId }));
}

export function updateOnboarding(
  subsidiaryId: string,
  patch: (row: OnboardingRecord) => Partial<OnboardingRecord>,
) {
  onboardingOf(subsidiaryId);
  return (
    onboarding.update((row) => row.subsidiaryId === subsidiaryId, patch)[0] ??
    onboardingOf(subsidiaryId)
  );
}

const REQUIRED_DOCUMENTS = ['ProofOfAddress', 'DirectorIdentification'] as const;

/**
 * Business registration (KYC) counts 100 once the required documents are saved and at least
 * one shareholder is listed; saved documents without shareholders count 50.
 */
export function complianceOf(row: OnboardingRecord): number {
  const registration = row.registration;
  if (!registration) return 0;
  const documents = registration.registrationDocument;
  const others = REQUIRED_DOCUMENTS.every((name) =>
    registration.otherDocuments.some((doc) => doc.documentName === name),
  );
  const complete = Boolean(documents.certOfIncorporation && documents.memoOfAssociation && others);
  const hasShareholder =
    stakeholders.filter((holder) => holder.subsidiaryId === row.subsidiaryId).length > 0;
  return complete && hasShareholder ? 100 : 50;
}

export function refreshCompliance(subsidiaryId: string) {
  return updateOnboarding(subsidiaryId, (row) => ({
    progress: { ...row.progress, businessCompliance: complianceOf(row) },
  }));
}
