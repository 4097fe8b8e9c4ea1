import { findPayouts } from '@merchant/api';
import { PATHS, payoutRowId, payoutStatusMap } from '@merchant/screens';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';
import { PAYOUT_DIALOG } from '../payout-flow/dialogs';

/** A payout opens in 'Payout Details' over the account payouts list. */
export const recordSearch: ListRecordSearch<'payout'> = {
  find: findPayouts,
  statuses: payoutStatusMap,
  locate: ({ record }) => ({
    pathname: PATHS.payouts,
    dialog: { name: PAYOUT_DIALOG, id: payoutRowId(record), row: record },
  }),
};
