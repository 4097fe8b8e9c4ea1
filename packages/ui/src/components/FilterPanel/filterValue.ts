import type { SelectOption } from '../Select';
import type { DateRange } from '../DateRangeField';
import type { DatePresetId } from './datePresets';

/** The filters of a list, as applied. Absent or empty fields do not filter. */
export interface FilterPanelValue {
  /** The chosen value of each select filter by key, e.g. { status: 'Successful' }; absent for any. */
  select?: Record<string, string>;
  /** Which preset filled the dates ('custom' when typed). */
  datePreset?: DatePresetId;
  /** First and last day, 'YYYY-MM-DD'; an empty end is open. */
  dateRange?: DateRange;
  /** Text filters by field key, e.g. { paymentReference: 'PAY-000123' }. */
  text?: Record<string, string>;
}

/** A text filter of the panel. */
export interface FilterTextField {
  /** Key of the value in `text`, e.g. 'paymentReference'. */
  key: string;
  /** Visible label, e.g. 'Payment reference'. */
  label: string;
  /** Example text in the empty input. */
  placeholder?: string;
}

/** A select filter of the panel, e.g. status or direction. */
export interface FilterSelectField {
  /** Key of the value in `select`, e.g. 'status'. */
  key: string;
  /** Visible label, e.g. 'Status'. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of the "no filter" choice; 'All' by default. */
  placeholder?: string;
}

const nonEmpty = (entries: Record<string, string> | undefined) =>
  Object.entries(entries ?? {})
    .map(([key, entry]) => [key, entry.trim()] as const)
    .filter(([, entry]) => entry !== '');

/** The value without empty fields, trimmed: what Apply reports. */
export function normaliseFilters(value: FilterPanelValue): FilterPanelValue {
  const out: FilterPanelValue = {};
  const select = nonEmpty(value.select);
  if (select.length > 0) out.select = Object.fromEntries(select);
  const from = value.dateRange?.from ?? '';
  const to = value.dateRange?.to ?? '';
  if (from || to) {
    out.dateRange = { from, to };
    if (value.datePreset) out.datePreset = value.datePreset;
  }
  const text = nonEmpty(value.text);
  if (text.length > 0) out.text = Object.fromEntries(text);
  return out;
}

/** How many filters are applied: each select, the dates and each text filter count once. */
export function countActiveFilters(value: FilterPanelValue): number {
  const normalised = normaliseFilters(value);
  return (
    Object.keys(normalised.select ?? {}).length +
    (normalised.dateRange ? 1 : 0) +
    Object.keys(normalised.text ?? {}).length
  );
}
