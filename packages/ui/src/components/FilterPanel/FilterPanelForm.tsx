import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../Button';
import { DateRangeField, isDateRangeOrdered, type DateRange } from '../DateRangeField';
import { Popover } from '../Popover';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { DATE_PRESETS, presetRange, type DatePresetId } from './datePresets';
import {
  normaliseFilters,
  type FilterPanelValue,
  type FilterSelectField,
  type FilterTextField,
} from './filterValue';
import { PanelActions, PanelForm, PanelTitle } from './FilterPanel.styles';

const NO_RANGE: DateRange = { from: '', to: '' };

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

export interface FilterPanelFormProps {
  value: FilterPanelValue;
  onChange: (value: FilterPanelValue) => void;
  onClear: () => void;
  selectFields: readonly FilterSelectField[];
  showDateRange: boolean;
  dateLabel: string;
  maxDate?: string;
  textFields: readonly FilterTextField[];
  /** Text filters also apply this long (ms) after the last keystroke; absent, only on Apply. */
  searchDelay?: number;
  label: string;
  now: () => Date;
  /** The trigger the panel hangs from. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** Escape or a press outside: the panel closes and its edits are dropped. */
  onDismiss: () => void;
  /** Apply or Clear: the panel closes and focus returns to the trigger. */
  onDone: () => void;
}

/**
 * The open filter panel: its own module so a list loads the fields, the date range and the
 * presets' form only when the merchant opens it. It mounts on open, so every opening starts
 * from the applied filters; edits stay here until Apply.
 */
export function FilterPanelForm({
  value,
  onChange,
  onClear,
  selectFields,
  showDateRange,
  dateLabel,
  maxDate,
  textFields,
  searchDelay,
  label,
  now,
  anchorRef,
  onDismiss,
  onDone,
}: FilterPanelFormProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const titleId = useId();
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelSearch = () => clearTimeout(pendingSearch.current);
  useEffect(() => {
    const timer = pendingSearch;
    // Closing the panel drops a search not yet sent, like every other unapplied edit.
    return () => clearTimeout(timer.current);
  }, []);

  /**
   * Keeps the typed text, and with a delay sends it once typing pauses: only the text filters
   * join the applied filters; a select or date chosen meanwhile still waits for Apply.
   */
  const typeText = (key: string, typed: string) => {
    const text = { ...draft.text, [key]: typed };
    setDraft((d) => ({ ...d, text }));
    if (searchDelay === undefined) return;
    cancelSearch();
    pendingSearch.current = setTimeout(
      () => onChange(normaliseFilters({ ...value, text })),
      searchDelay,
    );
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
    cancelSearch();
    onChange(
      normaliseFilters({
        select: draft.select,
        datePreset: draft.datePreset || undefined,
        dateRange: draft.dateRange,
        text: draft.text,
      }),
    );
    onDone();
  };

  const clear = () => {
    cancelSearch();
    onClear();
    onDone();
  };

  return (
    <Popover
      open
      onClose={onDismiss}
      anchorRef={anchorRef}
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
            onChange={(event) => typeText(field.key, event.target.value)}
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
  );
}
