import type { MoneyBank, MoneyWallet, PayoutRecipient, PayoutRow, PayoutWallet } from './types';

/** Typed story data for the money screens; override what a story needs. */
export const moneyBanks: readonly MoneyBank[] = [
  { id: '1', name: 'Access Bank', bankCode: '044' },
  { id: '2', name: 'Guaranty Trust Bank', bankCode: '058' },
  { id: '5', name: 'Zenith Bank', bankCode: '057' },
];

export const payoutWallets: readonly PayoutWallet[] = [
  { currency: 'NGN', availableBalance: 2_450_000 },
  { currency: 'USD', availableBalance: 12_400.75 },
];

export function buildRecipient(overrides: Partial<PayoutRecipient> = {}): PayoutRecipient {
  return {
    id: 'Bank:0123456789:058',
    name: 'Chinedu Okafor',
    accountNumber: '0123456789',
    type: 'Bank',
    bankCode: '058',
    bankName: 'Guaranty Trust Bank',
    ...overrides,
  };
}

export const payoutRecipients: readonly PayoutRecipient[] = [
  buildRecipient(),
  buildRecipient({
    id: 'Merchant:MER204311:',
    name: 'Kano Textiles Ltd',
    accountNumber: 'MER204311',
    type: 'Merchant',
    bankCode: undefined,
    bankName: undefined,
  }),
  buildRecipient({
    id: 'Mobile:08031234567:',
    name: 'Amaka Nwosu',
    accountNumber: '08031234567',
    type: 'Mobile',
    bankCode: undefined,
    bankName: undefined,
  }),
];

/** The sandbox's fee bands, so stories show believable fees. */
export function storyFee(amount: number, currency: string): number {
  if (currency !== 'NGN') return 1;
  if (amount <= 5_000) return 10.75;
  if (amount <= 50_000) return 26.88;
  return 53.75;
}

/** NGN (with its funding account), USD and GBP wallets, in no particular order. */
export const moneyWallets: readonly MoneyWallet[] = [
  {
    currency: 'NGN',
    availableBalance: 2_450_000,
    ledgerBalance: 2_610_500,
    totalTransfer: 1_325_400,
    successfulTransfer: 18,
    accountDetails: {
      bankName: 'Wema Bank',
      accountNumber: '9912345678',
      accountName: 'Lagos Fresh Foods',
    },
  },
  {
    currency: 'GBP',
    availableBalance: 850.2,
    ledgerBalance: 850.2,
    totalTransfer: 300,
    successfulTransfer: 2,
  },
  {
    currency: 'USD',
    availableBalance: 12_400.75,
    ledgerBalance: 13_050,
    totalTransfer: 8_200,
    successfulTransfer: 5,
  },
];

export function buildPayoutRow(overrides: Partial<PayoutRow> = {}): PayoutRow {
  return {
    id: '40218873',
    dateInitiated: '2026-11-20T09:15:00.000Z',
    recipientName: 'Chinedu Okafor',
    accountNumber: '0123456789',
    amount: 250_000,
    transferType: 'Bank',
    type: 'Single',
    fee: 53.75,
    status: 'Successful',
    debitCurrency: 'NGN',
    bankName: 'Guaranty Trust Bank',
    dateSettled: '2026-11-20T09:25:00.000Z',
    initiator: 'Adaeze Okafor',
    batchId: 'BATCH-40218873',
    batchReference: 'BTR-7Q2L9X',
    payoutReference: 'PYT-4K8M2Z',
    ...overrides,
  };
}
