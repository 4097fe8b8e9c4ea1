import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { IconButtonRoot } from './IconButton.styles';

export type IconButtonVariant = Exclude<ButtonVariant, 'link'>;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Accessible name (aria-label): what pressing does, e.g. "Close" or "Copy payment link". */
  label: string;
  /** The icon; it is decorative, the label names the button. */
  icon: ReactNode;
  /** Visual weight, as for Button. */
  variant?: IconButtonVariant;
  /** Edge length: sm 32px, md 40px, lg 48px. */
  size?: ButtonSize;
}

/** A square button that shows only an icon and is named by its required `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', type = 'button', ...rest },
  ref,
) {
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      aria-label={label}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      {...rest}
    >
      {icon}
    </IconButtonRoot>
  );
});
