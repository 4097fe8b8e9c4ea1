import { findTransactions } from '@merchant/api';
import { PATHS, transactionStatusMap } from '@merchant/screens';
import { generatePath } from 'react-router-dom';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';

/** A transaction opens on its details page. */
export const recordSearch: ListRecordSearch<'transaction'> = {
  find: findTransactions,
  statuses: transactionStatusMap,
  locate: ({ record }) => ({
    pathname: generatePath(PATHS.transactionDetails, { paymentReference: record.paymentReference }),
  }),
};
