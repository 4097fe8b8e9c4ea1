import { matchPreset, type FilterPanelValue } from '@merchant/ui';
import type { DateRange } from '../types';
import {
  ANY,
  type FilterDefinition,
  type FilterFields,
  type FilterQuery,
  type FilterValues,
} from './filterDefinition';

const FROM = 'from';
const TO = 'to';

type Value = string | DateRange;
const asRange = (value: Value): DateRange =>
  typeof value === 'string' ? { from: '', to: '' } : value;
const asText = (value: Value): string => (typeof value === 'string' ? value : '');
const valueOf = (values: object, key: string): Value =>
  (values as Record<string, Value | undefined>)[key] ?? '';

/** Every search param a filter writes: its field keys, with a date range as `from` and `to`. */
export function filterParamKeys(definition: FilterDefinition): string[] {
  return Object.entries(definition.fields).flatMap(([key, field]) =>
    field.kind === 'dateRange' ? [FROM, TO] : [key],
  );
}

/** The filters a URL holds; missing or invalid params read as the defaults. */
export function filtersFromParams<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  params: URLSearchParams,
): FilterValues<Fields> {
  const raw = Object.fromEntries(
    Object.entries(definition.fields).map(([key, field]) => [
      key,
      field.kind === 'dateRange'
        ? { from: params.get(FROM) ?? undefined, to: params.get(TO) ?? undefined }
        : (params.get(key) ?? undefined),
    ]),
  );
  return definition.schema.parse(raw);
}

/** The filters as search params; a value equal to its default is left out of the URL. */
export function filtersToParams<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  values: FilterValues<Fields>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    const value = valueOf(values, key);
    if (field.kind === 'dateRange') {
      const { from, to } = asRange(value);
      if (from) out[FROM] = from;
      if (to) out[TO] = to;
    } else if (field.kind === 'select') {
      if (value !== field.default) out[key] = asText(value) || ANY;
    } else if (asText(value).trim()) {
      out[key] = asText(value).trim();
    }
  }
  return out;
}

/** What the api client receives: empty selects, texts and ranges left out. */
export function filtersToQuery<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  values: FilterValues<Fields>,
): FilterQuery<Fields> {
  const out: Record<string, Value> = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    const value = valueOf(values, key);
    if (field.kind === 'dateRange') {
      const range = asRange(value);
      if (range.from || range.to) out[key] = range;
    } else if (asText(value).trim()) {
      out[key] = asText(value).trim();
    }
  }
  return out as FilterQuery<Fields>;
}

/** The filters as the ui FilterPanel holds them; the preset is recovered from the dates. */
export function filtersToPanel<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  values: FilterValues<Fields>,
  now: Date,
): FilterPanelValue {
  const panel: FilterPanelValue = {};
  for (const [key, field] of Object.entries(definition.fields)) {
    const value = valueOf(values, key);
    if (field.kind === 'dateRange') {
      const range = asRange(value);
      if (range.from || range.to) {
        panel.dateRange = range;
        panel.datePreset = matchPreset(range, now);
      }
    } else if (field.kind === 'select') {
      if (asText(value)) (panel.select ??= {})[key] = asText(value);
    } else if (asText(value)) {
      (panel.text ??= {})[key] = asText(value);
    }
  }
  return panel;
}

/** What the FilterPanel applied, as the list's filters. */
export function filtersFromPanel<Fields extends FilterFields>(
  definition: FilterDefinition<Fields>,
  panel: FilterPanelValue,
): FilterValues<Fields> {
  const raw = Object.fromEntries(
    Object.entries(definition.fields).map(([key, field]) => {
      if (field.kind === 'dateRange')
        return [key, { from: panel.dateRange?.from ?? '', to: panel.dateRange?.to ?? '' }];
      if (field.kind === 'select') return [key, panel.select?.[key] || ANY];
      return [key, panel.text?.[key] ?? ''];
    }),
  );
  return definition.schema.parse(raw);
}
