import { generatePath } from 'react-router-dom';
import { PATHS, RefundLogListScreen, refundLogColumns } from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { lazyDialog } from '../../../app/lazyDialog';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { MoneyListBanner } from '../../../app/money/MoneyListBanner';
import { loadRefundRecords } from '../../../app/money/refundRecords';
import { useRefundList } from '../refund-list/useRefundList';

const LogRefundFlow = lazyDialog(() =>
  import('./LogRefundFlow').then((module) => module.LogRefundFlow),
);

/** /dashboard/refunds: part 2's refund list, 'Log a single refund' and 'Log bulk refunds'. */
export function RefundLogRoute() {
  const openDetails = useOpenFromList();
  const single = useUrlDialog('log-refund');
  const bulk = useUrlDialog('log-bulk-refunds');
  const list = useRefundList(refundLogColumns);

  return (
    <>
      <MoneyListBanner list="refunds" loadRecords={loadRefundRecords} />
      <RefundLogListScreen
        {...list.screen}
        onViewDetails={(row) =>
          openDetails(
            generatePath(PATHS.refundDetails, {
              id: row.id ?? row.refundReference ?? row.orderReference ?? '',
            }),
          )
        }
        onLogSingle={() => single.open()}
        onLogBulk={() => bulk.open()}
      />
      <LogRefundFlow open={single.isOpen} kind="single" onClose={single.close} />
      <LogRefundFlow open={bulk.isOpen} kind="bulk" onClose={bulk.close} />
    </>
  );
}
