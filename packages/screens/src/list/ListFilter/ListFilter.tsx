import {
  FilterPanel,
  formatDate,
  type FilterSelectField,
  type FilterTextField,
} from '@merchant/ui';
import { filtersFromPanel, filtersToPanel } from '../filterCodec';
import type { FilterDefinition, FilterFields, FilterValues } from '../filterDefinition';

/** Part 1 section 9: "table search debounce 1000 ms"; a list's text filters are its searches. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface ListFilterProps<Fields extends FilterFields> {
  /** The list's filter definition: which fields the panel shows. */
  definition: FilterDefinition<Fields>;
  /** The applied filters. */
  value: FilterValues<Fields>;
  /** Called with the filters to apply; Clear applies the defaults. */
  onChange: (value: FilterValues<Fields>) => void;
  /** The current time, for the date presets and the latest selectable day. */
  now: () => Date;
}

/**
 * The filter dropdown of a list, with the fields its definition names, in that order. Its text
 * filters (references, names, e-mails) search as the merchant types, a second after the last
 * keystroke, as well as on Apply.
 */
export function ListFilter<Fields extends FilterFields>({
  definition,
  value,
  onChange,
  now,
}: ListFilterProps<Fields>) {
  const entries = Object.entries(definition.fields);
  const selectFields: FilterSelectField[] = [];
  const textFields: FilterTextField[] = [];
  let dateLabel: string | undefined;
  for (const [key, field] of entries) {
    if (field.kind === 'select')
      selectFields.push({
        key,
        label: field.label,
        options: field.options,
        placeholder: field.allLabel,
      });
    else if (field.kind === 'text')
      textFields.push({ key, label: field.label, placeholder: field.placeholder });
    else dateLabel = field.label;
  }
  return (
    <FilterPanel
      value={filtersToPanel(definition, value, now())}
      onChange={(panel) => onChange(filtersFromPanel(definition, panel))}
      onClear={() => onChange(definition.defaults)}
      selectFields={selectFields}
      showDateRange={dateLabel !== undefined}
      dateLabel={dateLabel}
      maxDate={formatDate(now(), 'apiDate')}
      textFields={textFields}
      searchDelay={SEARCH_DEBOUNCE_MS}
      now={now}
    />
  );
}
