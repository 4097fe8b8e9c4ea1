import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ButtonRoot, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: one primary action per view. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks, so a money action cannot be submitted twice. */
  loading?: boolean;
  /** Stretches to the container width. */
  fullWidth?: boolean;
  /** Icon placed before the label. */
  startIcon?: ReactNode;
  /** The label. */
  children: ReactNode;
}

/**
 * The button. While `loading` it stays focusable (so focus is not lost mid-submit) but is
 * `aria-disabled` and swallows clicks and form submission.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    startIcon,
    type = 'button',
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={14} /> : startIcon}
      {children}
    </ButtonRoot>
  );
});
