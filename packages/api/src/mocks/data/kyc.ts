import { defineTable } from '../db';
import { BANKS } from '../factories/common';
import { buildKyc, type KycRecord } from '../factories/kyc';
import { documentUrl } from '../factories/onboarding';
import { DEMO_BUSINESS_IDS } from './auth';

const { lagosFreshFoods } = DEMO_BUSINESS_IDS;

/** The tabbed KYC screen's state per business; Lagos Fresh Foods has filled every tab. */
const kyc = defineTable<KycRecord>('kyc', () => [
  buildKyc({
    subsidiaryId: lagosFreshFoods,
    bvn: '22198765432',
    industry: 'Food & Beverages',
    settlementBanks: [
      {
        accountNumber: '0123456789',
        accountName: 'LAGOS FRESH FOODS LIMITED',
        bankId: BANKS[1].id,
        bankName: BANKS[1].name,
      },
    ],
    director: {
      directorname: 'Adaeze Okafor',
      idnumber: 'A09876543',
      id: documentUrl(lagosFreshFoods, 'director', 'passport.pdf'),
    },
    documents: {
      proofofaddress: documentUrl(lagosFreshFoods, 'proofofaddress', 'lawma-bill.pdf'),
      id: documentUrl(lagosFreshFoods, 'id', 'nin.pdf'),
    },
  }),
]);

/** The KYC row of a business, created empty when missing. */
export function kycOf(subsidiaryId: string): KycRecord {
  return (
    kyc.find((row) => row.subsidiaryId === subsidiaryId) ?? kyc.insert(buildKyc({ subsidiaryId }))
  );
}

export function updateKyc(subsidiaryId: string, patch: Partial<KycRecord>) {
  kycOf(subsidiaryId);
  kyc.update((row) => row.subsidiaryId === subsidiaryId, patch);
}
