import { Banner, Button, formatDate, money } from '@merchant/ui';
import type { MoneyNotice, MoneyRecordRow } from './types';
import { NoticeTable } from './MoneyOutcomeNotice.styles';

export interface MoneyOutcomeNoticeProps {
  /** What happened, and the matching rows of the reloaded list. */
  notice: MoneyNotice;
  /**
   * 'I checked the list: it is not there — send again' ('unknown' and 'held' only): the merchant's
   * confirmation, after seeing the list, that lifts the cooling period.
   */
  onConfirmNotSent?: () => void;
  /** Hides the notice (the list's banner). */
  onDismiss?: () => void;
}

/** ' at 13:12', or nothing for a list without record times (invoices). */
const atTime = (row: MoneyRecordRow | undefined) =>
  row && !Number.isNaN(Date.parse(row.recordedAt))
    ? ` at ${formatDate(row.recordedAt, 'HH:mm')}`
    : '';
const amountOf = (row: MoneyRecordRow) => money(row.amount, row.currency);
/** 'NGN 5,000.00 to Adaeze Okafor (0123456789)'. */
const describe = (row: MoneyRecordRow) =>
  [amountOf(row), row.recipient && `to ${row.recipient}`, `(${row.account})`]
    .filter(Boolean)
    .join(' ');
const sameRecord = (a: MoneyRecordRow, b: MoneyRecordRow) =>
  a.account === b.account && a.amount === b.amount && a.currency === b.currency;

const TONES = { unknown: 'orange', held: 'orange', duplicate: 'red', recorded: 'green' } as const;

/** The plain sentence for each kind, so a merchant never has to guess whether money moved. */
function headline({ kind, action, rows }: MoneyNotice): string {
  const [newest] = rows;
  switch (kind) {
    case 'unknown':
      return `We could not confirm this ${action}. Check the list before you try again.`;
    case 'held':
      return `This ${action} was sent a moment ago. Check the list before you send it again.`;
    case 'recorded':
      return newest
        ? `This ${action} is recorded: ${describe(newest)}${atTime(newest)}.`
        : `This ${action} is recorded.`;
    case 'duplicate': {
      // The sentence names the newest instruction; a bulk file's other repeats are in the table.
      const same = rows.filter((row) => newest && sameRecord(row, newest));
      const times = same.length === 2 ? 'twice' : `${same.length} times`;
      const what = newest ? ` — ${describe(newest)}` : '';
      return `This ${action} was recorded ${times}${atTime(same.at(-1))}${what}. Check the rows below before you do anything else.`;
    }
  }
}

function detail({ kind, action, rows, checking }: MoneyNotice): string {
  if (checking) return `Reloading the ${action} list…`;
  if (!rows.length) return `No matching ${action} is in the list yet.`;
  switch (kind) {
    case 'duplicate':
      return `The identical ${action}s in the list:`;
    case 'recorded':
      return `The answer did not say so, but the ${action} list shows it:`;
    default:
      return `The newest matching ${action}s in the list:`;
  }
}

/**
 * Says, in plain words, that a money action's outcome is unknown, was recorded twice, or was
 * just sent, with the matching rows of the reloaded list in view (ADR 015). On a dialog it
 * replaces the form; on a list it is a banner until dismissed.
 */
export function MoneyOutcomeNotice({
  notice,
  onConfirmNotSent,
  onDismiss,
}: MoneyOutcomeNoticeProps) {
  const canConfirm =
    (notice.kind === 'unknown' || notice.kind === 'held') && onConfirmNotSent && !notice.checking;
  return (
    <Banner
      role="alert"
      tone={TONES[notice.kind]}
      title={headline(notice)}
      action={
        onDismiss ? (
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Dismiss
          </Button>
        ) : undefined
      }
    >
      <p>{detail(notice)}</p>
      {notice.rows.length > 0 && !notice.checking && (
        <NoticeTable>
          <caption>Matching {notice.action}s</caption>
          <thead>
            <tr>
              <th scope="col">Recorded</th>
              <th scope="col">Recipient</th>
              <th scope="col">Account</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {notice.rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDate(row.recordedAt, 'HH:mm:ss')}</td>
                <td>{row.recipient}</td>
                <td>{row.account}</td>
                <td>{amountOf(row)}</td>
                <td>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </NoticeTable>
      )}
      {canConfirm && (
        <Button variant="secondary" size="sm" onClick={onConfirmNotSent}>
          It is not in the list — send it again
        </Button>
      )}
    </Banner>
  );
}
