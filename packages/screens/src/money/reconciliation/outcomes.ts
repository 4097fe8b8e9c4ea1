import { defineStatusMap } from '@merchant/ui';
import type { ReconciliationOutcome } from './types';

/** The outcomes' badges: the money arrived as due (green), differs (orange), or not at all (red). */
export const reconciliationOutcomeMap = defineStatusMap<ReconciliationOutcome>({
  Matched: 'green',
  'Paid short': 'orange',
  'Paid over': 'orange',
  'Unknown credit': 'orange',
  Missing: 'red',
  'Credited twice': 'red',
});
