import { fetchPendingApprovals, payoutKeys } from '@merchant/api';
import {
  PendingApprovalListScreen,
  pendingApprovalColumns,
  pendingApprovalFilters,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';

/** /dashboard/payout/pending-approval: the call takes fromdate and todate. */
export function PendingApprovalRoute() {
  const list = useListPage({
    definition: pendingApprovalFilters,
    source: {
      keys: { list: (params: object) => payoutKeys.item('pending', params) },
      all: async ({ dateRange }) => (await fetchPendingApprovals(dateRange)).items,
    },
    columns: pendingApprovalColumns,
    fileName: 'Pending Approval',
  });
  return <PendingApprovalListScreen {...list.screen} />;
}
