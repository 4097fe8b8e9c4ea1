interface SettlementBankRecord {
  accountNumber: string;
  accountName: string;
  bankId: string;
  bankName: string;
}

export interface KycRecord {
  subsidiaryId: string;
  bvn: string;
  industry: string;
  settlementBanks: SettlementBankRecord[];
  director: { directorname: string; idnumber: string; id: string } | null;
  documents: { proofofaddress: string; id: string } | null;
}

export function buildKyc(
  overrides: Partial<KycRecord> & Pick<KycRecord, 'subsidiaryId'>,
): KycRecord {
  return {
    bvn: '',
    industry: '',
    settlementBanks: [],
    director: null,
    documents: null,
    ...overrides,
  };
}
