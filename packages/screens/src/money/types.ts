import type { BeneficiaryType } from '@merchant/api/contract';

/** Where a payout goes: part 2 section 4, "Transfer type choices: Bank or Merchant (Mobile also handled)". */
export type PayoutTransferType = BeneficiaryType;

/** A wallet a payout can be debited from. */
export interface PayoutWallet {
  /** ISO code, e.g. 'NGN'. */
  currency: string;
  /** What can be sent now. */
  availableBalance: number;
}

/** A bank of the bank selector. */
export interface MoneyBank {
  /** Sent as bankId. */
  id: string;
  /** Shown to the user. */
  name: string;
  /** Sent as bankCode, and used for the account lookup. */
  bankCode: string;
}

/** An earlier recipient offered on the transfer modal's 'Beneficiary' tab. */
export interface PayoutRecipient {
  /** Stable key for the selector. */
  id: string;
  /** The recipient's name (sent as AccountName). */
  name: string;
  /** Account number, merchant ID or mobile number; a recipient without one cannot be paid. */
  accountNumber: string;
  /** Bank, Merchant or Mobile. */
  type: PayoutTransferType;
  /** The bank's code, for Bank recipients. */
  bankCode?: string;
  /** The bank's name, for Bank recipients. */
  bankName?: string;
}

/** What the account lookup is asked: part 2 section 7, payout/account/resolve and beneficiary/resolve. */
export interface AccountQuery {
  type: PayoutTransferType;
  accountNumber: string;
  /** The bank's code; the app sends '{product}' for merchant and mobile accounts. */
  bankCode?: string;
}

/** Looks up an account's name; rejects with the server's message when it cannot. */
export type ResolveAccount = (query: AccountQuery) => Promise<string>;

/** One payout as the user confirmed it; the app sends it as a payoutDetails entry. */
export interface PayoutInstruction {
  type: PayoutTransferType;
  /** The resolved name (sent as AccountName). */
  accountName: string;
  accountNumber: string;
  /** In major units, above 0. */
  amount: number;
  /** The wallet debited and the credit currency. */
  currency: string;
  bankId?: string;
  bankCode?: string;
  /** Shown on the confirmation step. */
  bankName?: string;
  /** The narration; '' when none. */
  description: string;
}

/** The answer of an OTP verification form. */
export interface PayoutVerificationValues {
  otp: string;
  batchId: string;
}

/** A wallet as the Balances and Transfers screens show it (part 2 section 3, Wallet). */
export interface MoneyWallet {
  /** ISO code, e.g. 'NGN'. */
  currency: string;
  availableBalance: number;
  ledgerBalance: number;
  /** Money sent out of this wallet so far. */
  totalTransfer: number;
  /** How many transfers succeeded. */
  successfulTransfer: number;
  /** The account that funds the wallet by bank transfer, when it has one. */
  accountDetails?: WalletAccountDetails;
}

/** Bank name, account number and account name of a wallet's funding account. */
export interface WalletAccountDetails {
  bankName?: string;
  accountNumber?: string;
  accountName?: string;
}

/** The Balances screen's three summary amounts: the contract's. */
export type { BalanceTotals } from '@merchant/api/contract';

/** A payout (part 2 section 3): the account payouts page, the transfers list and 'Payout Details'. */
export interface PayoutRow {
  id?: string;
  dateInitiated?: string;
  recipientName?: string;
  accountNumber?: string;
  amount: number;
  /** Bank, Merchant or Mobile. */
  transferType?: string;
  /** Single or Bulk. */
  type?: string;
  fee?: number;
  status: string;
  debitCurrency?: string;
  bankName?: string;
  dateSettled?: string;
  initiator?: string;
  approver?: string;
  batchId?: string;
  batchReference?: string;
  payoutReference?: string;
}

/** A settlement (part 2 section 3). */
export interface SettlementRow {
  id?: string;
  subsidiaryName?: string;
  transactionAmount: number;
  fee?: number;
  currency: string;
  settlementStatus: string;
  dateCreated: string;
  transactionReference?: string;
}

/** A balance history item; direction is the word the API sends (or reads from C and D). */
export interface BalanceHistoryRow {
  id?: string;
  dateCreated: string;
  amount: number;
  direction: 'Credit' | 'Debit';
  balance: number;
  remarks?: string;
  reference?: string;
  currency?: string;
}

/** A rolling reserve item. */
export interface RollingReserveRow {
  id: string;
  settlementDate: string;
  settlementAmount: number;
  withheldAmount: number;
  balance: number;
  dueDate?: string;
  status: string;
  currency?: string;
}

/** A transfer waiting for approval. */
export interface PendingApprovalRow {
  id?: string;
  amount: number;
  narration?: string;
  recipientName?: string;
  dateCreated?: string;
  debitCurrency?: string;
}

/** A saved beneficiary. */
export interface BeneficiaryRow {
  id: string;
  name: string;
  /** Bank, Merchant or Mobile (or 'Bank Account', '{product} Mobile'...). */
  type: string;
  accountNumber: string;
  bankName?: string;
  bankCode?: string;
  dateCreated?: string;
}

/** A funding history item. */
export interface FundingRow {
  id?: string;
  currency: string;
  amount: number;
  method: string;
  fee?: number;
  dateCreated: string;
}

/** A virtual (static) account. */
export interface VirtualAccountRow {
  id?: string;
  accountName: string;
  accountNumber: string;
  bankName?: string;
  bvn?: string;
}
