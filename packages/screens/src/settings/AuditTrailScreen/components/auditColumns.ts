import { formatDate, orNA } from '@merchant/ui';
import type { ListColumn } from '../../../list';
import type { AuditRow } from '../../types';

/** The spec's text for a missing IP address (part 2, "Audit trails"), spaces included. */
const MISSING_IP_TEXT = 'N / A';

/** Name, Role, Email Address, Action, Activity Type, IP Address, Date initiated. */
export const auditColumns: readonly ListColumn<AuditRow>[] = [
  { id: 'name', header: 'Name', text: (row) => orNA(row.name) },
  { id: 'role', header: 'Role', text: (row) => orNA(row.role) },
  { id: 'email', header: 'Email Address', text: (row) => orNA(row.email) },
  { id: 'action', header: 'Action', text: (row) => orNA(row.action) },
  { id: 'activityType', header: 'Activity Type', text: (row) => orNA(row.activityType) },
  {
    id: 'ipAddress',
    kind: 'reference',
    header: 'IP Address',
    text: (row) => (row.ipAddress?.trim() ? row.ipAddress : MISSING_IP_TEXT),
  },
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date initiated',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'detail'),
    sortable: true,
    sortKind: 'date',
  },
];
