import { formatDate } from '../../format';
import type { DateRange } from '../DateRangeField';

/** The quick ranges of a list's date filter. */
export type DatePresetId = 'today' | 'last7' | 'last30' | 'thisMonth' | 'custom';

export interface DatePreset {
  /** Stable id, kept in the filter value. */
  id: DatePresetId;
  /** What the user reads. */
  label: string;
}

export const DATE_PRESETS: readonly DatePreset[] = [
  { id: 'today', label: 'Today' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'custom', label: 'Custom' },
];

const day = (date: Date) => formatDate(date, 'apiDate');

/**
 * The days a preset covers, counted back from `now`, today included ('Last 7 days' is today and
 * the six days before). `custom` has no range of its own: null.
 */
export function presetRange(id: DatePresetId, now: Date): DateRange | null {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const today = day(now);
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: day(new Date(y, m, d - 6)), to: today };
    case 'last30':
      return { from: day(new Date(y, m, d - 29)), to: today };
    case 'thisMonth':
      return { from: day(new Date(y, m, 1)), to: today };
    case 'custom':
      return null;
  }
}

/** The preset whose range is exactly these days (for showing a restored filter), else 'custom'. */
export function matchPreset(range: DateRange, now: Date): DatePresetId {
  const found = DATE_PRESETS.find((preset) => {
    const candidate = presetRange(preset.id, now);
    return candidate !== null && candidate.from === range.from && candidate.to === range.to;
  });
  return found?.id ?? 'custom';
}
