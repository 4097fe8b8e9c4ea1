import { findSettlements } from '@merchant/api';
import { PATHS, settlementRowId, settlementStatusMap } from '@merchant/screens';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';
import { SETTLEMENT_DIALOG } from './dialogs';

/** A settlement opens in 'Settlement Details' over the list. */
export const recordSearch: ListRecordSearch<'settlement'> = {
  find: findSettlements,
  statuses: settlementStatusMap,
  locate: ({ record }) => ({
    pathname: PATHS.settlements,
    dialog: { name: SETTLEMENT_DIALOG, id: settlementRowId(record), row: record },
  }),
};
