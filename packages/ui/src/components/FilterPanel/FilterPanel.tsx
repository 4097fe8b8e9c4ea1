import { useId, useRef, useState, type FormEvent } from 'react';
import { FilterIcon } from '../../icons';
import { Button } from '../Button';
import { DateRangeField, isDateRangeOrdered, type DateRange } from '../DateRangeField';
import { VisuallyHidden } from '../Field';
import { Popover } from '../Popover';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { DATE_PRESETS, presetRange, type DatePresetId } from './datePresets';
import {
  countActiveFilters,
  normaliseFilters,
  type FilterPanelValue,
  type FilterSelectField,
  type FilterTextField,
} from './filterValue';
import { ActiveCount, PanelActions, PanelForm, PanelTitle } from './FilterPanel.styles';

const NO_RANGE: DateRange = { from: '', to: '' };

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
  /** Trigger text and the panel's name. */
  label?: string;
  /** The current time, for the presets; the real clock by default (pass one in stories and tests). */
  now?: () => Date;
}

interface Draft {
  select: Record<string, string>;
  datePreset: DatePresetId | '';
  dateRange: DateRange;
  text: Record<string, string>;
}

function toDraft(value: FilterPanelValue): Draft {
  return {
    select: value.select ?? {},
    datePreset: value.datePreset ?? '',
    dateRange: value.dateRange ?? NO_RANGE,
    text: value.text ?? {},
  };
}

/**
 * The filter dropdown of a list: select filters (status, channel...), a date range with presets and text filters, applied
 * together with Apply. Edits stay in the panel until then; closing it without Apply drops them.
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
  label = 'Filter',
  now = () => new Date(),
}: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const active = countActiveFilters(value);

  const openPanel = () => {
    setDraft(toDraft(value));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choosePreset = (id: string) => {
    const preset = DATE_PRESETS.find((p) => p.id === id)?.id;
    if (!preset) {
      setDraft((d) => ({ ...d, datePreset: '', dateRange: NO_RANGE }));
      return;
    }
    const range = presetRange(preset, now());
    setDraft((d) => ({ ...d, datePreset: preset, dateRange: range ?? d.dateRange }));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isDateRangeOrdered(draft.dateRange)) return;
    onChange(
      normaliseFilters({
        select: draft.select,
        datePreset: draft.datePreset || undefined,
        dateRange: draft.dateRange,
        text: draft.text,
      }),
    );
    close();
  };

  const clear = () => {
    setDraft(toDraft({}));
    onClear();
    close();
  };

  return (
    <>
      <Button
        ref={triggerRef}
        variant="secondary"
        startIcon={<FilterIcon size={16} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : openPanel())}
      >
        {label}
        {active > 0 && (
          <>
            <ActiveCount aria-hidden="true">{active}</ActiveCount>
            <VisuallyHidden>, {active} applied</VisuallyHidden>
          </>
        )}
      </Button>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        anchorRef={triggerRef}
        role="dialog"
        aria-labelledby={titleId}
        align="start"
      >
        <PanelForm onSubmit={apply} noValidate>
          <PanelTitle id={titleId}>{label}</PanelTitle>
          {selectFields.map((field) => (
            <Select
              key={field.key}
              label={field.label}
              placeholder={field.placeholder ?? 'All'}
              options={field.options}
              value={draft.select[field.key] ?? ''}
              onChange={(event) =>
                setDraft((d) => ({
                  ...d,
                  select: { ...d.select, [field.key]: event.target.value },
                }))
              }
            />
          ))}
          {showDateRange && (
            <>
              <Select
                label={dateLabel}
                placeholder="Any time"
                options={DATE_PRESETS.map((p) => ({ value: p.id, label: p.label }))}
                value={draft.datePreset}
                onChange={(event) => choosePreset(event.target.value)}
              />
              <DateRangeField
                label="Dates"
                hideLabel
                value={draft.dateRange}
                max={maxDate}
                onChange={(range) =>
                  setDraft((d) => ({ ...d, datePreset: 'custom', dateRange: range }))
                }
              />
            </>
          )}
          {textFields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              value={draft.text[field.key] ?? ''}
              onChange={(event) =>
                setDraft((d) => ({ ...d, text: { ...d.text, [field.key]: event.target.value } }))
              }
            />
          ))}
          <PanelActions>
            <Button variant="ghost" onClick={clear}>
              Clear
            </Button>
            <Button type="submit" disabled={!isDateRangeOrdered(draft.dateRange)}>
              Apply
            </Button>
          </PanelActions>
        </PanelForm>
      </Popover>
    </>
  );
}
