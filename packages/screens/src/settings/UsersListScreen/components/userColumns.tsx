import { StatusBadge, formatDate, orNA, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../../../list';
import { userStatusMap } from '../../../users/status';
import type { TeamUserRow } from '../../types';

/** Date Created, Name, Email Address, Mobile Number, Role, Added By, Status. */
export const userColumns: readonly ListColumn<TeamUserRow>[] = [
  {
    id: 'dateAdded',
    kind: 'date',
    header: 'Date Created',
    value: (row) => row.dateAdded ?? null,
    text: (row) => formatDate(row.dateAdded, 'detail'),
    sortable: true,
    sortKind: 'date',
  },
  { id: 'name', header: 'Name', text: (row) => orNA(row.name) },
  { id: 'email', header: 'Email Address', text: (row) => row.email },
  {
    id: 'mobileNumber',
    kind: 'reference',
    header: 'Mobile Number',
    text: (row) => orNA(row.mobileNumber),
  },
  { id: 'role', header: 'Role', text: (row) => orNA(row.role) },
  { id: 'addedBy', header: 'Added By', text: (row) => orNA(row.addedBy) },
  {
    id: 'status',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(userStatusMap, row.status).label,
    cell: (row) => <StatusBadge status={row.status} map={userStatusMap} />,
  },
];
