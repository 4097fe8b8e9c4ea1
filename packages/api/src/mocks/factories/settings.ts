export type SettlementType = 'wallet' | 'bank';
export type FeeBearer = 'CBF' | 'SBF' | 'SPLIT';

/** A business's preferences; 2FA lives on the login (accounts.twoFactor). */
export interface SettingsRecord {
  subsidiaryId: string;
  settlementType: SettlementType;
  whoBearsFee: FeeBearer;
  /** Codes of the enabled payment options. */
  paymentOptions: string[];
}

export const PAYMENT_OPTIONS = [
  { code: 'CARD', name: 'Card' },
  { code: 'BANK_TRANSFER', name: 'Bank Transfer' },
  { code: 'USSD', name: 'USSD' },
  { code: 'QR', name: 'QR Code' },
  { code: 'PAY_WITH_BANK', name: 'Pay with Bank' },
] as const;

export function buildSettings(
  overrides: Partial<SettingsRecord> & Pick<SettingsRecord, 'subsidiaryId'>,
): SettingsRecord {
  return {
    settlementType: 'wallet',
    whoBearsFee: 'CBF',
    paymentOptions: ['CARD', 'BANK_TRANSFER', 'USSD'],
    ...overrides,
  };
}
