import {
  forwardRef,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CheckIcon } from '../../icons/icons';
import { FieldHelp } from '../Field/FieldParts';
import { isShown, joinIds, useFieldIds } from '../Field/useFieldIds';
import { Control, StateText, SwitchLabel, SwitchRoot, Text, Thumb, Track } from './Switch.styles';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'defaultValue' | 'children' | 'role'
> {
  /** Visible label, bound to the switch. */
  label: ReactNode;
  /** Whether it is on (controlled); use with onChange. */
  checked?: boolean;
  /** Whether it starts on (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state when toggled. */
  onChange?: (checked: boolean) => void;
  /** Words shown beside the track for each state, e.g. { on: 'Live', off: 'Test' }. */
  stateLabels?: { on: string; off: string };
  /** Explains the setting; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Hides the label visually; it still names the switch. */
  hideLabel?: boolean;
  /** Puts the label before the switch (settings rows) instead of after it. */
  labelPosition?: 'start' | 'end';
}

/**
 * An on/off setting that applies at once (e.g. the Test/Live environment): a button with
 * role="switch" and aria-checked. The state is shown by the thumb's position and a check mark,
 * and optionally by words, never by colour alone.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    checked,
    defaultChecked = false,
    onChange,
    stateLabels,
    helpText,
    hideLabel = false,
    labelPosition = 'end',
    disabled = false,
    id,
    className,
    onClick,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  const [uncontrolledOn, setUncontrolledOn] = useState(defaultChecked);
  const on = checked ?? uncontrolledOn;
  const hasHelp = isShown(helpText);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setUncontrolledOn(!on);
    onChange?.(!on);
  };

  return (
    <SwitchRoot className={className} $labelFirst={labelPosition === 'start'}>
      <Control>
        <Track
          ref={ref}
          type="button"
          role="switch"
          disabled={disabled}
          {...rest}
          id={ids.controlId}
          aria-checked={on}
          aria-describedby={joinIds(hasHelp && ids.helpId, ariaDescribedBy)}
          onClick={handleClick}
        >
          <Thumb>{on && <CheckIcon size={12} strokeWidth={3} />}</Thumb>
        </Track>
        {stateLabels && (
          <StateText aria-hidden="true">{on ? stateLabels.on : stateLabels.off}</StateText>
        )}
      </Control>
      <Text>
        <SwitchLabel htmlFor={ids.controlId} $hidden={hideLabel} $disabled={disabled}>
          {label}
        </SwitchLabel>
        {hasHelp && <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>}
      </Text>
    </SwitchRoot>
  );
});
