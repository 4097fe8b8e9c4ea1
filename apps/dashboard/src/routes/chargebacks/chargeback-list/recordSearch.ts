import { findChargebacks } from '@merchant/api';
import { PATHS, chargebackStatusMap } from '@merchant/screens';
import { generatePath } from 'react-router-dom';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';

/** A chargeback opens on its details page. */
export const recordSearch: ListRecordSearch<'chargeback'> = {
  find: findChargebacks,
  statuses: chargebackStatusMap,
  locate: ({ record }) => ({ pathname: generatePath(PATHS.chargebackDetails, { id: record.id }) }),
};
