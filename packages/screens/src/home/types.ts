import type { FlowPoint, TransactionSummary } from '@merchant/api/contract';

/** The summary's week-on-week changes, in percent. */
type SummaryChange = 'countChange' | 'volumeChange' | 'settlementChange';

/**
 * The transaction summary cards' figures for the display currency (part 1, section 3): the
 * contract's summary, where a change may be null when unknown (shown as not available).
 */
export type SummaryFigures = Omit<TransactionSummary, SummaryChange> &
  Record<SummaryChange, number | null>;

/** The wallet balance cards' figures for the display currency. */
export interface WalletBalance {
  /** Money that can be transferred now. */
  availableBalance: number;
  /** Percent change of the available balance from last week; null when unknown. */
  availableBalanceChange: number | null;
  /** Money made that will be settled on its due date. */
  ledgerBalance: number;
  /** Percent change of the ledger balance from last week; null when the API sends none (shown as not available). */
  ledgerBalanceChange: number | null;
}

/**
 * One point of the inflow/outflow chart: the contract's point with `name_date` read as `label`
 * (the day or month the point covers, as the API names it).
 */
export type FlowChartPoint = Omit<FlowPoint, 'name_date'> & { label: string };

/** The inflow/outflow chart's range: the contract's. */
export type { FlowPeriod } from '@merchant/api/contract';

/** File types the flow can be exported as. */
export type FlowExportFormat = 'csv' | 'xls';
