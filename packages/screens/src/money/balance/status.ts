import { defineStatusMap, type SelectOption } from '@merchant/ui';
import {
  BALANCE_DIRECTIONS,
  ROLLING_RESERVE_STATUSES,
  type BalanceDirection,
  type BalanceDirectionCode,
  type RollingReserveStatus,
} from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { BALANCE_DIRECTIONS, ROLLING_RESERVE_STATUSES };
export type { BalanceDirection, BalanceDirectionCode, RollingReserveStatus };

/** Badge colours: "Completed green, Due red". */
export const rollingReserveStatusMap = defineStatusMap<RollingReserveStatus>({
  Completed: 'green',
  Due: 'red',
});

/**
 * "Direction shows Credit (green) or Debit (red)". The codes C and D are keys too, so a badge
 * reads the word whichever form the API answers with.
 */
export const balanceDirectionMap = defineStatusMap<BalanceDirection | BalanceDirectionCode>({
  Credit: 'green',
  Debit: 'red',
  C: { label: 'Credit', tone: 'green' },
  D: { label: 'Debit', tone: 'red' },
});

/** The Direction filter, in the spec's order: Debit sends 'D', Credit sends 'C'. */
export const BALANCE_DIRECTION_FILTER_OPTIONS = [
  { value: 'D', label: 'Debit' },
  { value: 'C', label: 'Credit' },
] as const satisfies readonly SelectOption[];
