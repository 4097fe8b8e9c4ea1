import { defineStatusMap, type SelectOption } from '@merchant/ui';

/** The settlement statuses of part 2 section 4. */
export const SETTLEMENT_STATUSES = ['Completed', 'Pending', 'Failed'] as const;

/** A status the API sends for a settlement (`settlementStatus`). */
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** Badge colours: "Completed (green), Pending (orange), Failed (red)". */
export const settlementStatusMap = defineStatusMap<SettlementStatus>({
  Completed: { label: 'Completed', tone: 'green' },
  Pending: { label: 'Pending', tone: 'orange' },
  Failed: { label: 'Failed', tone: 'red' },
});

/** The settlement status filter, part 2 "Settlement": "Completed, Pending". */
export const SETTLEMENT_STATUS_FILTER_OPTIONS = [
  { value: 'Completed', label: 'Completed' },
  { value: 'Pending', label: 'Pending' },
] as const satisfies readonly SelectOption[];
