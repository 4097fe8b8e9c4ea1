import { findCustomers } from '@merchant/api';
import { PATHS, customerStatusMap } from '@merchant/screens';
import { generatePath } from 'react-router-dom';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';

/** A customer opens on their details page. */
export const recordSearch: ListRecordSearch<'customer'> = {
  find: findCustomers,
  statuses: customerStatusMap,
  locate: ({ record }) => ({
    pathname: generatePath(PATHS.customerDetails, { customerId: record.id }),
  }),
};
