import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { PHONE_NATIONAL_LENGTH, PHONE_PREFIX } from '../../format/phone';

export type PhoneFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'maxLength' | 'inputMode'>;

/**
 * A Nigerian phone number: a fixed visible "+234" and the 10-digit national number.
 * The value is the 10 digits only; callers prepend the prefix on submit with
 * `toInternationalPhone(value)` (the spec: "+234 is prepended on submit"). Digit-only and
 * length rules stay with the form's schema so its exact messages show.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { autoComplete = 'tel-national', placeholder = '8012345678', ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      {...rest}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_NATIONAL_LENGTH}
      autoComplete={autoComplete}
      placeholder={placeholder}
      prefix={PHONE_PREFIX}
    />
  );
});
