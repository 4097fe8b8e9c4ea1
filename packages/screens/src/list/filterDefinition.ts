import * as z from 'zod/mini';
import type { DateRange } from '../types';

/** A select filter: one of `options`, or '' for any (the panel's 'All'). */
export interface SelectFilterField<Value extends string = string> {
  kind: 'select';
  /** Visible label, e.g. 'Status'. */
  label: string;
  /** The choices, in the spec's order. */
  options: readonly { value: Value; label: string }[];
  /** What the list shows first and what Clear returns to; '' for any. */
  default: Value | '';
  /** Text of the "no filter" choice; 'All' by default. */
  allLabel?: string;
}

/** A free-text filter, trimmed before it is applied. */
export interface TextFilterField {
  kind: 'text';
  /** Visible label, e.g. 'Payment reference'. */
  label: string;
  /** Example text in the empty input. */
  placeholder?: string;
}

/** A date range with presets; at most one per list (it travels as `from` and `to`). */
export interface DateRangeFilterField {
  kind: 'dateRange';
  /** Visible label of the preset select. */
  label: string;
}

type FilterField = SelectFilterField | TextFilterField | DateRangeFilterField;

/** The fields of one list's filter, by key. The keys are the api client's filter names. */
export type FilterFields = Record<string, FilterField>;

/** The applied value of each field: a select's value ('' for any), a text, or a date range. */
export type FilterValues<Fields extends FilterFields> = {
  [Key in keyof Fields]: Fields[Key] extends SelectFilterField<infer Value>
    ? Value | ''
    : Fields[Key] extends DateRangeFilterField
      ? DateRange
      : string;
};

/** What the api receives: empty fields left out. */
export type FilterQuery<Fields extends FilterFields> = {
  [Key in keyof Fields]?: Fields[Key] extends SelectFilterField<infer Value>
    ? Value
    : Fields[Key] extends DateRangeFilterField
      ? DateRange
      : string;
};

/** One list's filter, defined once: the URL codec, the panel and the query derive from it. */
export interface FilterDefinition<Fields extends FilterFields = FilterFields> {
  fields: Fields;
  /** What the list shows first and what Clear returns to. */
  defaults: FilterValues<Fields>;
  /** Reads the URL's flat strings (see `toSearchParams`), falling back to the defaults. */
  schema: z.ZodMiniType<FilterValues<Fields>>;
}

/** Builds a select field; `options` may be plain values when label and value agree. */
export function selectFilter<const Value extends string>(field: {
  label: string;
  options: readonly (Value | { value: Value; label: string })[];
  default?: Value | '';
  allLabel?: string;
}): SelectFilterField<Value> {
  return {
    kind: 'select',
    label: field.label,
    options: field.options.map((option) =>
      typeof option === 'string' ? { value: option, label: option } : option,
    ),
    default: field.default ?? '',
    allLabel: field.allLabel,
  };
}

export const textFilter = (label: string, placeholder?: string): TextFilterField => ({
  kind: 'text',
  label,
  placeholder,
});

export const dateRangeFilter = (label = 'Date range'): DateRangeFilterField => ({
  kind: 'dateRange',
  label,
});

/** The URL token of a select set to "any" when its default is a value (e.g. status=all). */
export const ANY = 'all';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function defaultOf(field: FilterField): string | DateRange {
  if (field.kind === 'select') return field.default;
  if (field.kind === 'dateRange') return { from: '', to: '' };
  return '';
}

function fieldSchema(field: FilterField) {
  const day = z.catch(z.string().check(z.regex(DAY)), '');
  if (field.kind === 'dateRange')
    return z.catch(z.object({ from: day, to: day }), { from: '', to: '' });
  if (field.kind === 'text') return z.catch(z.string().check(z.trim()), '');
  const values = field.options.map((option) => option.value);
  return z.catch(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => (value === ANY ? '' : value)),
      ),
      z.union([z.literal(''), z.enum(values as [string, ...string[]])]),
    ),
    field.default,
  );
}

/** Defines a list's filter from its fields. */
export function defineFilters<const Fields extends FilterFields>(
  fields: Fields,
): FilterDefinition<Fields> {
  const entries = Object.entries(fields);
  const defaults = Object.fromEntries(
    entries.map(([key, field]) => [key, defaultOf(field)]),
  ) as FilterValues<Fields>;
  const shape = Object.fromEntries(
    // Every field catches a missing or invalid value with its default.
    entries.map(([key, field]) => [key, fieldSchema(field)]),
  );
  // The object schema's output is the values type by construction of `shape`.
  const schema = z.object(shape) as unknown as z.ZodMiniType<FilterValues<Fields>>;
  return { fields, defaults, schema };
}
