import { defineStatusMap } from '@merchant/ui';
import { chargebackDetailStatusMap, chargebackStatusMap } from '../../status';

/**
 * The details page reads `chargebackStatus.name`. Section 4 colours its Successful, Initiated,
 * Pending and Failed, but the API also sends the list's statuses there (Won, Awaiting
 * Response, ...): those keep the list's colours instead of turning neutral.
 */
export const detailsPageStatusMap = defineStatusMap({
  ...chargebackStatusMap.entries,
  ...chargebackDetailStatusMap.entries,
});
