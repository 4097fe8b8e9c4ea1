import { defineStatusMap, type SelectOption } from '@merchant/ui';
import { SETTLEMENT_STATUSES, type SettlementStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { SETTLEMENT_STATUSES };
export type { SettlementStatus };

/** Badge colours: "Completed (green), Pending (orange), Failed (red)". */
export const settlementStatusMap = defineStatusMap<SettlementStatus>({
  Completed: 'green',
  Pending: 'orange',
  Failed: 'red',
});

/** The settlement status filter, part 2 "Settlement": "Completed, Pending". */
export const SETTLEMENT_STATUS_FILTER_OPTIONS = [
  { value: 'Completed', label: 'Completed' },
  { value: 'Pending', label: 'Pending' },
] as const satisfies readonly SelectOption[];
