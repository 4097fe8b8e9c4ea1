import { defineFilters, selectFilter, textFilter } from '../../list';
import { RECONCILIATION_OUTCOMES } from './types';

/** The reconciled ledger's filters: an outcome, and a reference or words of a narration. */
export const reconciliationFilters = defineFilters({
  outcome: selectFilter({ label: 'Outcome', options: RECONCILIATION_OUTCOMES }),
  text: textFilter('Reference or narration'),
});
