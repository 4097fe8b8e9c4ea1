/** One recorded money instruction as the affected list shows it (a payout, a refund, an invoice). */
export interface MoneyRecordRow {
  /** The row's id in its list. */
  id: string;
  /** When the provider recorded it (ISO date-time). */
  recordedAt: string;
  /** Who receives the money: an account name, a customer. */
  recipient: string;
  /** The account it goes to: an account number, a transaction reference. */
  account: string;
  amount: number;
  currency: string;
  /** The row's status as the list says it. */
  status: string;
}

/**
 * Why a money dialog stops instead of closing or offering to send again (ADR 010):
 * - 'unknown': no answer came; the list may or may not hold the instruction;
 * - 'duplicate': the list holds the same instruction more than once, recorded minutes apart;
 * - 'held': the same instruction was sent a moment ago and is cooling off.
 */
type MoneyNoticeKind = 'unknown' | 'duplicate' | 'held';

export interface MoneyNotice {
  kind: MoneyNoticeKind;
  /** The action's noun in the sentence: 'payout', 'refund', 'invoice'. */
  action: string;
  /** The matching rows of the reloaded list, newest first. */
  rows: MoneyRecordRow[];
  /** True while the list is being reloaded: nothing to compare yet. */
  checking?: boolean;
}
