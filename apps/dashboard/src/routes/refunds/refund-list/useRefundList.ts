import { exportRefunds, fetchRefunds, refundKeys } from '@merchant/api';
import { refundFilters, refundRowId, type ListColumn, type RefundRow } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';

/**
 * The refunds as both refund lists read them (part 1's /business/refunds and part 2's
 * /refunds): paged by the server, exported whole, in the list's own columns.
 */
export function useRefundList(columns: readonly ListColumn<RefundRow>[]) {
  return useListPage({
    definition: refundFilters,
    source: {
      keys: refundKeys,
      page: (query, page, limit) => fetchRefunds({ ...query, page, limit }),
      all: exportRefunds,
    },
    columns,
    fileName: 'Refunds',
    rowId: refundRowId,
  });
}
