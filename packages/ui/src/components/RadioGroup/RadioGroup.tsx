import { useId, type ReactNode } from 'react';
import { fieldsetFrame, type FieldFrameProps } from '../Field/fieldFrame';
import { Fieldset } from '../Field/Fieldset';
import { FieldHelp } from '../Field/FieldParts';
import { isShown, useFieldIds } from '../Field/useFieldIds';
import {
  Option,
  OptionLabel,
  Options,
  OptionText,
  RadioInput,
  type RadioGroupOrientation,
} from './RadioGroup.styles';

export interface RadioOption {
  /** The value chosen with this option. */
  value: string;
  /** Visible label of the option. */
  label: ReactNode;
  /** A line under the label; linked to the radio with aria-describedby. */
  helpText?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** The question (`label`) is the fieldset's legend; an error marks the group aria-invalid. */
export interface RadioGroupProps extends FieldFrameProps {
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** The chosen value (controlled); use with onChange. */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onChange?: (value: string) => void;
  /** Form field name shared by the radios; generated when omitted. */
  name?: string;
  /** Lays the options out in a row or a column. */
  orientation?: RadioGroupOrientation;
  /** Disables every option. */
  disabled?: boolean;
  /** Id of the group; generated when omitted. */
  id?: string;
  /** Class name, so a layout can place the group. */
  className?: string;
}

/** One choice out of a few, as native radios in a fieldset (arrow keys move between them). */
export function RadioGroup({
  options,
  value,
  defaultValue,
  onChange,
  name,
  orientation = 'vertical',
  disabled = false,
  id,
  className,
  ...frame
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const generatedName = useId();
  const groupName = name ?? `radio-${generatedName}`;
  return (
    <Fieldset
      id={ids.controlId}
      role="radiogroup"
      {...fieldsetFrame(frame)}
      disabled={disabled}
      className={className}
      aria-required={(frame.required && !frame.optional) || undefined}
      aria-invalid={isShown(frame.error) || undefined}
    >
      <Options $orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-option-${index}`;
          const helpId = `${optionId}-help`;
          const hasHelp = isShown(option.helpText);
          const isDisabled = disabled || Boolean(option.disabled);
          return (
            <Option key={option.value}>
              <RadioInput
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={hasHelp ? helpId : undefined}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => onChange?.(event.target.value)}
              />
              <OptionText>
                <OptionLabel htmlFor={optionId} $disabled={isDisabled}>
                  {option.label}
                </OptionLabel>
                {hasHelp && <FieldHelp id={helpId}>{option.helpText}</FieldHelp>}
              </OptionText>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}
