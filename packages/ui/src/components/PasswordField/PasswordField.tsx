import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { TextField, type TextFieldProps } from '../TextField';
import { ToggleButton } from './PasswordField.styles';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Starts with the password shown. */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle. The toggle's name says what pressing it does
 * ("Show password" / "Hide password") and aria-pressed says whether the password is shown.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { defaultVisible = false, autoComplete = 'current-password', disabled, ...rest },
    ref,
  ) {
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextField
        ref={ref}
        {...rest}
        disabled={disabled}
        autoComplete={autoComplete}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="off"
        suffix={
          <ToggleButton
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </ToggleButton>
        }
      />
    );
  },
);
