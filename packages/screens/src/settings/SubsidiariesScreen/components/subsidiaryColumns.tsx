import { StatusBadge, orNA, resolveStatus } from '@merchant/ui';
import { subsidiaryVerificationStatusMap } from '../../../business/status';
import type { ListColumn } from '../../../list';
import type { SubsidiaryRow } from '../../types';

/** Name, Email, Country, Verification Status, Business Type. */
export const subsidiaryColumns: readonly ListColumn<SubsidiaryRow>[] = [
  { id: 'name', header: 'Name', text: (row) => row.name, sortable: true },
  { id: 'email', header: 'Email', text: (row) => orNA(row.email) },
  { id: 'country', header: 'Country', text: (row) => orNA(row.country) },
  {
    id: 'verificationStatus',
    kind: 'status',
    header: 'Verification Status',
    text: (row) => resolveStatus(subsidiaryVerificationStatusMap, row.verificationStatus).label,
    cell: (row) => (
      <StatusBadge status={row.verificationStatus} map={subsidiaryVerificationStatusMap} />
    ),
  },
  { id: 'businessType', header: 'Business Type', text: (row) => orNA(row.businessType) },
];
