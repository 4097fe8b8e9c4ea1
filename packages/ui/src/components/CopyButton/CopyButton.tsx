import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '../../icons/icons';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { VisuallyHidden } from '../Field';
import { CopyButtonRoot } from './CopyButton.styles';
import { copyText } from './copyText';

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  value: string;
  /** Button text before copying. */
  label?: string;
  /** Button text after copying, given by the screen: 'Copied!' or 'Copied.'. */
  copiedLabel?: string;
  /** How long (ms) the copied text shows before the label comes back. */
  resetAfterMs?: number;
  /** Called after a successful copy, e.g. to show the toast 'Payment link copied'. */
  onCopied?: (value: string) => void;
  /** Called when the browser refuses to copy. */
  onCopyError?: (error: unknown) => void;
  /** Accessible name when the label alone is ambiguous ('Copy public key'); start it with the label. */
  'aria-label'?: string;
  /** Button look. */
  variant?: ButtonVariant;
  /** Button size. */
  size?: ButtonSize;
  /** Disables the button. */
  disabled?: boolean;
}

/**
 * Copies `value` and confirms in place: the label turns into `copiedLabel` for `resetAfterMs`,
 * announced politely to screen readers.
 */
export function CopyButton({
  value,
  label = 'Copy',
  copiedLabel = 'Copied!',
  resetAfterMs = 2000,
  onCopied,
  onCopyError,
  'aria-label': ariaLabel,
  variant = 'secondary',
  size = 'sm',
  disabled,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(value);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    onCopied?.(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), resetAfterMs);
  };

  return (
    <CopyButtonRoot>
      <Button
        variant={variant}
        size={size}
        disabled={disabled}
        startIcon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        // While copied, the visible text is the name, so what is seen is what is announced.
        aria-label={copied ? undefined : ariaLabel}
        onClick={copy}
      >
        {copied ? copiedLabel : label}
      </Button>
      <VisuallyHidden role="status">{copied ? copiedLabel : ''}</VisuallyHidden>
    </CopyButtonRoot>
  );
}
