import { ListScreen, type ListViewProps } from '../../list';
import type { AuditRow } from '../types';
import { auditColumns } from './components/auditColumns';

/** Part 2, "Audit trails": the empty text. */
export const AUDIT_EMPTY_TEXT = 'You currently do not have any audit';

export type AuditTrailScreenProps = ListViewProps<AuditRow>;

/** /dashboard/settings/audit-trails: who did what, newest first, with export. */
export function AuditTrailScreen(view: AuditTrailScreenProps) {
  return (
    <ListScreen<AuditRow>
      {...view}
      title="Audit Trails"
      columns={auditColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.action ?? 'Activity'} by ${row.email ?? row.name ?? 'unknown'}`}
      emptyText={AUDIT_EMPTY_TEXT}
    />
  );
}
