import { Button } from '@merchant/ui';
import { ProgressFill, ProgressRoot, ProgressTrack } from './ProgressLine.styles';

export interface ProgressLineProps {
  /** What is happening and how far, in words: the bar repeats them, never alone. */
  text: string;
  /** The share done; undefined for a step of unknown length (the bar stays full). */
  percent?: number;
  /** The bar's name, e.g. 'Export progress'. */
  label: string;
  /** The stop button's text. */
  cancelLabel?: string;
  /** Stops the work. */
  onCancel: () => void;
}

/**
 * A line in the list's note while long work runs for it (an export, the rows a sort needs): the
 * words, a bar, and a button that stops the work.
 */
export function ProgressLine({
  text,
  percent,
  label,
  cancelLabel = 'Cancel',
  onCancel,
}: ProgressLineProps) {
  return (
    <ProgressRoot>
      <span role="status">{text}</span>
      <ProgressTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <ProgressFill style={{ width: `${percent ?? 100}%` }} />
      </ProgressTrack>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </ProgressRoot>
  );
}
