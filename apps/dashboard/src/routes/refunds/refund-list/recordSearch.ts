import { findRefunds } from '@merchant/api';
import { PATHS, refundStatusMap } from '@merchant/screens';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';
import { REFUND_DETAILS_DIALOG } from './dialogs';

/** A refund opens in its details dialog over the refunds list (the list pages on the server). */
export const recordSearch: ListRecordSearch<'refund'> = {
  find: findRefunds,
  statuses: refundStatusMap,
  locate: ({ record }) => ({
    pathname: PATHS.businessRefunds,
    dialog: { name: REFUND_DETAILS_DIALOG, id: record.orderReference ?? '', row: record },
  }),
};
