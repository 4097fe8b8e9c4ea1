import type { FlowChartPoint, SummaryFigures, WalletBalance } from './types';

/** A transaction summary with realistic NGN figures; override any field. */
export function makeTransactionSummary(overrides: Partial<SummaryFigures> = {}): SummaryFigures {
  return {
    count: 1284,
    volume: 48_250_300.5,
    settlements: 45_120_000,
    countChange: 12.5,
    volumeChange: 8.2,
    settlementChange: 4,
    ...overrides,
  };
}

/** A wallet balance; override any field. */
export function makeWalletBalance(overrides: Partial<WalletBalance> = {}): WalletBalance {
  return {
    availableBalance: 3_450_780.25,
    availableBalanceChange: 6.4,
    ledgerBalance: 5_210_400,
    ledgerBalanceChange: 2.1,
    ...overrides,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Twelve monthly points of a year; `transform` edits each one. */
export function makeYearFlow(
  transform: (point: FlowChartPoint) => FlowChartPoint = (p) => p,
): FlowChartPoint[] {
  return MONTHS.map((label, index) =>
    transform({
      label,
      inflow: 2_000_000 + ((index * 730_000) % 3_100_000),
      outflow: 1_200_000 + ((index * 410_000) % 1_900_000),
    }),
  );
}

/** Seven daily points of a week; `transform` edits each one. */
export function makeWeekFlow(
  transform: (point: FlowChartPoint) => FlowChartPoint = (p) => p,
): FlowChartPoint[] {
  return DAYS.map((label, index) =>
    transform({
      label,
      inflow: 150_000 + ((index * 61_000) % 240_000),
      outflow: 90_000 + ((index * 37_000) % 160_000),
    }),
  );
}
