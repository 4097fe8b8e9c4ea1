interface SettlementBankRow {
  accountNumber: string;
  accountName: string;
  bankId: string;
  bankName: string;
}

export interface KycRow {
  subsidiaryId: string;
  bvn: string;
  industry: string;
  settlementBanks: SettlementBankRow[];
  director: { directorname: string; idnumber: string; id: string } | null;
  documents: { proofofaddress: string; id: string } | null;
}

export function buildKyc(overrides: Partial<KycRow> & Pick<KycRow, 'subsidiaryId'>): KycRow {
  return {
    bvn: '',
    industry: '',
    settlementBanks: [],
    director: null,
    documents: null,
    ...overrides,
  };
}
