import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { caretAfter, groupAmount, sanitizeAmount } from './amountText';

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The amount as kept text without separators, e.g. '1500000.5'; '' when empty. */
  value: string;
  /** Called with the kept text (digits and one point) after every keystroke. */
  onValueChange: (value: string) => void;
  /** Digits allowed after the point; 2 by default. */
  maxDecimals?: number;
}

const significant = (text: string) => text.replace(/[^\d.]/g, '').length;

/**
 * A money input: it takes digits and one decimal point only (no minus sign, no letters) and
 * shows thousands separators while the user types, keeping the caret after the same digit.
 * The form receives the text without separators; zero and limits stay the form's rules.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { value, onValueChange, maxDecimals = 2, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const display = groupAmount(value);

  // The caret is placed after React wrote the regrouped text, or it would jump to the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    const next = sanitizeAmount(typed, maxDecimals);
    pendingCaret.current = caretAfter(
      Math.min(significant(typed.slice(0, caret)), next.length),
      groupAmount(next),
    );
    onValueChange(next);
  };

  return (
    <TextField
      ref={inputRef}
      inputMode="decimal"
      autoComplete="off"
      value={display}
      onChange={onChange}
      {...rest}
    />
  );
});
