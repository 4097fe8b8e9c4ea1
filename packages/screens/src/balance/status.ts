import { defineStatusMap, type SelectOption } from '@merchant/ui';

/** A rolling reserve item's status, part 2 sections 3 and 4. */
export const ROLLING_RESERVE_STATUSES = ['Completed', 'Due'] as const;

/** A status the API sends for a rolling reserve item. */
export type RollingReserveStatus = (typeof ROLLING_RESERVE_STATUSES)[number];

/** Badge colours: "Completed green, Due red". */
export const rollingReserveStatusMap = defineStatusMap<RollingReserveStatus>({
  Completed: { label: 'Completed', tone: 'green' },
  Due: { label: 'Due', tone: 'red' },
});

/** A balance history item's direction (part 2 section 3). */
export const BALANCE_DIRECTIONS = ['Credit', 'Debit'] as const;

/** The direction the API sends for a balance history item. */
export type BalanceDirection = (typeof BALANCE_DIRECTIONS)[number];

/** The direction codes the filter sends: "Debit=D, Credit=C". */
export type BalanceDirectionCode = 'C' | 'D';

/**
 * "Direction shows Credit (green) or Debit (red)". The codes C and D are keys too, so a badge
 * reads the word whichever form the API answers with.
 */
export const balanceDirectionMap = defineStatusMap<BalanceDirection | BalanceDirectionCode>({
  Credit: { label: 'Credit', tone: 'green' },
  Debit: { label: 'Debit', tone: 'red' },
  C: { label: 'Credit', tone: 'green' },
  D: { label: 'Debit', tone: 'red' },
});

/** The Direction filter, in the spec's order: Debit sends 'D', Credit sends 'C'. */
export const BALANCE_DIRECTION_FILTER_OPTIONS = [
  { value: 'D', label: 'Debit' },
  { value: 'C', label: 'Credit' },
] as const satisfies readonly SelectOption[];
