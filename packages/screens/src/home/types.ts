/** The transaction summary cards' figures for the display currency (part 1, section 3). */
export interface TransactionSummary {
  /** Number of transactions. */
  count: number;
  /** Total amount transacted. */
  volume: number;
  /** Total amount settled. */
  settlements: number;
  /** Percent change of the count from last week; null when unknown (shown as not available). */
  countChange: number | null;
  /** Percent change of the volume from last week; null when unknown. */
  volumeChange: number | null;
  /** Percent change of the settlements from last week; null when unknown. */
  settlementChange: number | null;
}

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

/** One point of the inflow/outflow chart (`name_date`, `inflow`, `outflow`). */
export interface FlowPoint {
  /** The day or month the point covers, as the API names it. */
  label: string;
  /** Money in. */
  inflow: number;
  /** Money out. */
  outflow: number;
}

/** The inflow/outflow chart's range. */
export type FlowPeriod = 'week' | 'year';

/** File types the flow can be exported as. */
export type FlowExportFormat = 'csv' | 'xls';
