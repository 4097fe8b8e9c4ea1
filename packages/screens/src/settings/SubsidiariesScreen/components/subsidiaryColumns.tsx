import { subsidiaryVerificationStatusMap } from '../../business/status';
import { statusColumn, textColumn, type ListColumn } from '../../../list';
import type { SubsidiaryRow } from '../../types';

/** Name, Email, Country, Verification Status, Business Type. */
export const subsidiaryColumns: readonly ListColumn<SubsidiaryRow>[] = [
  textColumn('name', 'Name'),
  textColumn('email', 'Email', { orNA: true, sortable: false }),
  textColumn('country', 'Country', { orNA: true, sortable: false }),
  statusColumn('verificationStatus', 'Verification Status', subsidiaryVerificationStatusMap, {
    sortable: false,
  }),
  textColumn('businessType', 'Business Type', { orNA: true, sortable: false }),
];
