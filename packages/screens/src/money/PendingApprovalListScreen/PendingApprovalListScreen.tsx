import { Button, money, orNA } from '@merchant/ui';
import type { ListColumn, ListViewProps } from '../../list';
import { ListScreen, amountColumn, dateColumn, textColumn } from '../../list';
import type { pendingApprovalFilters } from '../filters';
import type { PendingApprovalRow } from '../types';

/** Pending approval's empty text (the spec gives none; it follows the other lists). */
export const PENDING_APPROVAL_EMPTY_TEXT = 'You currently do not have any pending approvals';

/**
 * Why Approve, Decline, Modify Transfer and 'Approve all' are shown disabled: the spec gives
 * them no call (part 2 section 7), so the dashboard says so instead of doing nothing.
 */
export const APPROVALS_UNAVAILABLE =
  'Approving, declining and modifying transfers is not available in the dashboard yet. An approver can act on these transfers from the approvals workflow of your provider.';

const currency = (row: PendingApprovalRow) => row.debitCurrency ?? 'NGN';

export const pendingApprovalColumns: readonly ListColumn<PendingApprovalRow>[] = [
  amountColumn('amount', 'Amount', currency),
  textColumn('narration', 'Narration', { orNA: true, sortable: false }),
  textColumn('recipientName', 'Recipient', { orNA: true, sortable: false }),
  dateColumn('dateCreated', 'Date', 'detail'),
];

export type PendingApprovalListScreenProps = ListViewProps<
  PendingApprovalRow,
  typeof pendingApprovalFilters.fields
>;

const disabledAction = (label: string) => ({ label, onSelect: () => undefined, disabled: true });

/** Pending approval: the columns, 'Approve all' and the row menu, unavailable with a reason. */
export function PendingApprovalListScreen(view: PendingApprovalListScreenProps) {
  return (
    <ListScreen<PendingApprovalRow, typeof pendingApprovalFilters.fields>
      {...view}
      title="Pending Approval"
      onExport={undefined}
      note={<span id="approvals-unavailable">{APPROVALS_UNAVAILABLE}</span>}
      actions={
        <Button disabled aria-describedby="approvals-unavailable">
          Approve all
        </Button>
      }
      columns={pendingApprovalColumns}
      getRowId={(row) => row.id ?? `${row.recipientName}-${row.dateCreated}`}
      getRowLabel={(row) => `${orNA(row.recipientName)} ${money(row.amount, currency(row))}`}
      emptyText={PENDING_APPROVAL_EMPTY_TEXT}
      rowActions={() => [
        disabledAction('Approve'),
        disabledAction('Decline'),
        disabledAction('Modify Transfer'),
      ]}
    />
  );
}
