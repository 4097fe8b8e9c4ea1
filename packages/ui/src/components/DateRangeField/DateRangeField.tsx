import { DateField } from '../DateField';
import { fieldsetFrame, type FieldFrameProps } from '../Field/fieldFrame';
import { Fieldset } from '../Field/Fieldset';
import { useFieldIds } from '../Field/useFieldIds';
import { DATE_RANGE_ORDER_ERROR, isDateRangeOrdered, type DateRange } from './dateRange';
import { Inputs } from './DateRangeField.styles';

/** The range's label (e.g. "Date range") is the fieldset's legend; an error is for the whole range. */
export interface DateRangeFieldProps extends FieldFrameProps {
  /** The chosen range; each end is 'YYYY-MM-DD' or ''. */
  value: DateRange;
  /** Called with the whole range whenever either end changes. */
  onChange: (range: DateRange) => void;
  /** Label of the first input. */
  fromLabel?: string;
  /** Label of the second input. */
  toLabel?: string;
  /** Earliest selectable date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable date, 'YYYY-MM-DD' (e.g. today for reports). */
  max?: string;
  /** Disables both inputs. */
  disabled?: boolean;
  /** Id of the group; the inputs get `<id>-from` and `<id>-to`. */
  id?: string;
  /** Class name, so a layout can place the group. */
  className?: string;
}

/**
 * Two native date inputs, From and To, in a fieldset. Each picker is bounded by the other end,
 * and a typed end before the start shows "End date cannot be before start date" on To
 * (the range is still reported, so the caller can keep its own state in step).
 */
export function DateRangeField({
  value,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
  min,
  max,
  disabled,
  id,
  className,
  ...frame
}: DateRangeFieldProps) {
  const { controlId } = useFieldIds(id);
  const ordered = isDateRangeOrdered(value);
  return (
    <Fieldset {...fieldsetFrame(frame)} id={controlId} disabled={disabled} className={className}>
      <Inputs>
        <DateField
          id={`${controlId}-from`}
          label={fromLabel}
          value={value.from}
          min={min}
          max={value.to || max}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
        <DateField
          id={`${controlId}-to`}
          label={toLabel}
          value={value.to}
          min={value.from || min}
          max={max}
          error={ordered ? undefined : DATE_RANGE_ORDER_ERROR}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Inputs>
    </Fieldset>
  );
}
