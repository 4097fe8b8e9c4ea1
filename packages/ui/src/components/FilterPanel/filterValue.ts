import type { DateRange } from '../DateRangeField';
import type { DatePresetId } from './datePresets';

/** The filters of a list, as applied. Absent or empty fields do not filter. */
export interface FilterPanelValue {
  /** The chosen status value; absent for any status. */
  status?: string;
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

/** The value without empty fields, trimmed: what Apply reports. */
export function normaliseFilters(value: FilterPanelValue): FilterPanelValue {
  const out: FilterPanelValue = {};
  if (value.status) out.status = value.status;
  const from = value.dateRange?.from ?? '';
  const to = value.dateRange?.to ?? '';
  if (from || to) {
    out.dateRange = { from, to };
    if (value.datePreset) out.datePreset = value.datePreset;
  }
  const text = Object.entries(value.text ?? {})
    .map(([key, entry]) => [key, entry.trim()] as const)
    .filter(([, entry]) => entry !== '');
  if (text.length > 0) out.text = Object.fromEntries(text);
  return out;
}

/** How many filters are applied: status, dates and each text filter count once. */
export function countActiveFilters(value: FilterPanelValue): number {
  const normalised = normaliseFilters(value);
  return (
    (normalised.status ? 1 : 0) +
    (normalised.dateRange ? 1 : 0) +
    Object.keys(normalised.text ?? {}).length
  );
}
