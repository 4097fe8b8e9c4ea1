import type {
  BalanceHistoryRow,
  PayoutInstruction,
  BeneficiaryRow,
  MoneyBank,
  MoneyWallet,
  PayoutRecipient,
  PayoutRow,
  PayoutWallet,
  RollingReserveRow,
  SettlementRow,
} from './types';

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

/** The NGN wallet, with its funding account. */
export const ngnWallet: MoneyWallet = {
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
};

/** NGN (with its funding account), GBP and USD wallets, in no particular order. */
export const moneyWallets: readonly MoneyWallet[] = [
  ngnWallet,
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

export const settlementRows: readonly SettlementRow[] = [
  {
    id: 's1',
    subsidiaryName: 'Lagos Fresh Foods Ltd',
    transactionAmount: 480_000,
    fee: 7_200,
    currency: 'NGN',
    settlementStatus: 'Completed',
    dateCreated: '2026-11-21T08:00:00.000Z',
    transactionReference: 'STL-0001',
  },
  {
    id: 's2',
    subsidiaryName: 'Lagos Fresh Foods Ltd',
    transactionAmount: 1_250,
    fee: 18.75,
    currency: 'USD',
    settlementStatus: 'Pending',
    dateCreated: '2026-11-20T08:00:00.000Z',
    transactionReference: 'STL-0002',
  },
  {
    id: 's3',
    subsidiaryName: 'Lagos Fresh Foods Ltd',
    transactionAmount: 92_000,
    fee: 1_380,
    currency: 'NGN',
    settlementStatus: 'Failed',
    dateCreated: '2026-11-19T08:00:00.000Z',
    transactionReference: 'STL-0003',
  },
];

export const balanceHistoryRows: readonly BalanceHistoryRow[] = [
  {
    id: 'h1',
    dateCreated: '2026-11-22T10:00:00.000Z',
    amount: 25_026.88,
    direction: 'Debit',
    balance: 1_224_973.12,
    remarks: 'Payout to Chinedu Okafor',
    reference: 'WLT-0001',
    currency: 'NGN',
  },
  {
    id: 'h2',
    dateCreated: '2026-11-21T10:00:00.000Z',
    amount: 250_000,
    direction: 'Credit',
    balance: 1_250_000,
    remarks: 'Settlement',
    reference: 'WLT-0002',
    currency: 'NGN',
  },
];

export const rollingReserveRows: readonly RollingReserveRow[] = [
  {
    id: 'r1',
    settlementDate: '2026-10-01T09:00:00.000Z',
    settlementAmount: 500_000,
    withheldAmount: 50_000,
    balance: 50_000,
    dueDate: '2026-12-30T09:00:00.000Z',
    status: 'Due',
  },
  {
    id: 'r2',
    settlementDate: '2026-07-01T09:00:00.000Z',
    settlementAmount: 120_000.5,
    withheldAmount: 12_000.05,
    balance: 0,
    dueDate: '2026-09-29T09:00:00.000Z',
    status: 'Completed',
  },
];

export const beneficiaryRows: readonly BeneficiaryRow[] = [
  {
    id: '301',
    name: 'Chinedu Okafor',
    type: 'Bank',
    accountNumber: '0123456789',
    bankName: 'Guaranty Trust Bank',
    bankCode: '058',
    dateCreated: '2026-11-02T09:00:00.000Z',
  },
  {
    id: '302',
    name: 'Kano Textiles Ltd',
    type: 'Merchant',
    accountNumber: 'MER204311',
    dateCreated: '2026-10-15T09:00:00.000Z',
  },
  {
    id: '303',
    name: 'Amaka Nwosu',
    type: 'Mobile',
    accountNumber: '08031234567',
    dateCreated: '2026-09-01T09:00:00.000Z',
  },
];

/** What both tabs of the transfer modal share: banks, NGN wallet first, the sandbox fee. */
export const transferFormArgs = {
  banks: moneyBanks,
  wallets: payoutWallets,
  defaultCurrency: 'NGN',
  feeFor: storyFee,
} as const;

/** A bank payout as the transfer modal hands it over: 25,000 naira to a GTBank account. */
export const bankPayoutInstruction: PayoutInstruction = {
  type: 'Bank',
  accountName: 'Chinedu Okafor',
  accountNumber: '0123456789',
  amount: 25_000,
  currency: 'NGN',
  bankId: '2',
  bankCode: '058',
  bankName: 'Guaranty Trust Bank',
  description: 'Invoice 44',
};
