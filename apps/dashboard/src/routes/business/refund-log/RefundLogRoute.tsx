import { generatePath } from 'react-router-dom';
import { exportRefunds, fetchRefunds, refundKeys, useLogRefunds } from '@merchant/api';
import {
  BulkRefundDialog,
  LogRefundDialog,
  PATHS,
  RefundLogListScreen,
  refundFilters,
  refundLogColumns,
  type RefundLogValues,
} from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { useListPage } from '../../../app/list/useListPage';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/refunds: part 2's refund list, 'Log a single refund' and 'Log bulk refunds'. */
export function RefundLogRoute() {
  const openDetails = useOpenFromList();
  const single = useUrlDialog('log-refund');
  const bulk = useUrlDialog('log-bulk-refunds');
  const log = useLogRefunds();
  const list = useListPage({
    definition: refundFilters,
    source: {
      keys: refundKeys,
      page: (query, page, limit) => fetchRefunds({ ...query, page, limit }),
      all: exportRefunds,
    },
    columns: refundLogColumns,
    fileName: 'Refunds',
  });

  // The mutation's pending flag ends a second click before it sends anything.
  const send = async (entries: RefundLogValues[], close: () => void) => {
    if (log.isMutating) return;
    const sent = await log.trigger(entries).then(
      () => true,
      () => false,
    );
    if (sent) close();
  };
  const dialogState = { submitState: submitStateOf(log), errorMessage: errorMessageOf(log.error) };

  return (
    <>
      <RefundLogListScreen
        {...list.screen}
        onViewDetails={(row) =>
          openDetails(
            generatePath(PATHS.refundDetails, {
              id: row.id ?? row.refundReference ?? row.orderReference ?? '',
            }),
          )
        }
        onLogSingle={() => {
          log.reset();
          single.open();
        }}
        onLogBulk={() => {
          log.reset();
          bulk.open();
        }}
      />
      <LogRefundDialog
        open={single.isOpen}
        onClose={single.close}
        onSubmit={(entry) => void send([entry], single.close)}
        {...dialogState}
      />
      <BulkRefundDialog
        open={bulk.isOpen}
        onClose={bulk.close}
        onSubmit={(entries) => void send(entries, bulk.close)}
        {...dialogState}
      />
    </>
  );
}
