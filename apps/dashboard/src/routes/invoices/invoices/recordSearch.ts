import { findInvoices } from '@merchant/api';
import { PATHS, invoiceStatusMap } from '@merchant/screens';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';

/** An invoice is a row of its list, which has no details dialog: the search opens the list. */
export const recordSearch: ListRecordSearch<'invoice'> = {
  find: findInvoices,
  statuses: invoiceStatusMap,
  locate: () => ({ pathname: PATHS.invoices }),
};
