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
  /** Other names of that account the list may use instead (a refund's order reference). */
  references?: string[];
  amount: number;
  currency: string;
  /** The row's status as the list says it. */
  status: string;
}

/**
 * Why a money dialog stops instead of closing or offering to send again (ADR 015):
 * - 'unknown': no answer could be trusted and the list does not show the instruction (yet);
 * - 'recorded': the answer was lost or said no, but the list shows the instruction once;
 * - 'duplicate': the list holds the instruction more than once since it was sent;
 * - 'held': the same instruction was sent a moment ago and is cooling off.
 */
type MoneyNoticeKind = 'unknown' | 'recorded' | 'duplicate' | 'held';

export interface MoneyNotice {
  kind: MoneyNoticeKind;
  /** The action's noun in the sentence: 'payout', 'refund', 'invoice'. */
  action: string;
  /** The rows the list gained since the instruction was sent that match it, in list order. */
  rows: MoneyRecordRow[];
  /** True while the list is being reloaded: nothing to compare yet. */
  checking?: boolean;
}
