import { lazy, Suspense, useRef, useState } from 'react';
import { FilterIcon } from '../../icons';
import { Button } from '../Button';
import { VisuallyHidden } from '../Field';
import {
  countActiveFilters,
  type FilterPanelValue,
  type FilterSelectField,
  type FilterTextField,
} from './filterValue';
import { ActiveCount } from './FilterPanel.styles';

// The open panel (fields, date range, presets) loads on first open, not with the list.
const FilterPanelForm = lazy(() =>
  import('./FilterPanelForm').then((module) => ({ default: module.FilterPanelForm })),
);

export interface FilterPanelProps {
  /** The applied filters (controlled). */
  value: FilterPanelValue;
  /** Called with the new filters when the user presses Apply (empty fields left out). */
  onChange: (value: FilterPanelValue) => void;
  /** Called when the user presses Clear. */
  onClear: () => void;
  /** Select filters, e.g. [{ key: 'status', label: 'Status', options }], in order. */
  selectFields?: readonly FilterSelectField[];
  /** Shows the date range with its presets. */
  showDateRange?: boolean;
  /** Label of the date range. */
  dateLabel?: string;
  /** Latest selectable day, 'YYYY-MM-DD'. */
  maxDate?: string;
  /** Text filters, e.g. [{ key: 'paymentReference', label: 'Payment reference' }]. */
  textFields?: readonly FilterTextField[];
  /** When set, text filters also apply this long (ms) after the last keystroke, panel open. */
  searchDelay?: number;
  /** Trigger text and the panel's name. */
  label?: string;
  /** The current time, for the presets; the real clock by default (pass one in stories and tests). */
  now?: () => Date;
}

/**
 * The filter dropdown of a list: select filters (status, channel...), a date range with presets and text filters, applied
 * together with Apply. Edits stay in the panel until then; closing it without Apply drops them.
 * With `searchDelay`, text filters are searches: they also apply once typing pauses.
 */
export function FilterPanel({
  value,
  onChange,
  onClear,
  selectFields = [],
  showDateRange = true,
  dateLabel = 'Date range',
  maxDate,
  textFields = [],
  searchDelay,
  label = 'Filter',
  now = () => new Date(),
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = countActiveFilters(value);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        startIcon={<FilterIcon size={16} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        // What the app's `/` shortcut looks for to open the page's filter.
        data-filter-trigger=""
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
        {active > 0 && (
          <>
            <ActiveCount aria-hidden="true">{active}</ActiveCount>
            <VisuallyHidden>, {active} applied</VisuallyHidden>
          </>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FilterPanelForm
            value={value}
            onChange={onChange}
            onClear={onClear}
            selectFields={selectFields}
            showDateRange={showDateRange}
            dateLabel={dateLabel}
            maxDate={maxDate}
            textFields={textFields}
            searchDelay={searchDelay}
            label={label}
            now={now}
            anchorRef={triggerRef}
            onDismiss={() => setOpen(false)}
            onDone={close}
          />
        </Suspense>
      )}
    </>
  );
}
