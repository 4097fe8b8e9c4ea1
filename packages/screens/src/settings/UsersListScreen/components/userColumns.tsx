import type { ListColumn } from '../../../list';
import { dateColumn, referenceColumn, statusColumn, textColumn } from '../../../list';
import { userStatusMap } from '../../users/status';
import type { TeamUserRow } from '../../types';

/** Date Created, Name, Email Address, Mobile Number, Role, Added By, Status. */
export const userColumns: readonly ListColumn<TeamUserRow>[] = [
  dateColumn('dateAdded', 'Date Created', 'detail', { value: (row) => row.dateAdded ?? null }),
  textColumn('name', 'Name', { orNA: true, sortable: false }),
  textColumn('email', 'Email Address', { sortable: false }),
  referenceColumn('mobileNumber', 'Mobile Number', { orNA: true, sortable: false }),
  textColumn('role', 'Role', { orNA: true, sortable: false }),
  textColumn('addedBy', 'Added By', { orNA: true, sortable: false }),
  statusColumn('status', 'Status', userStatusMap, { sortable: false }),
];
