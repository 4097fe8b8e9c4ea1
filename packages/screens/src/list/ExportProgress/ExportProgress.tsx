import { Button } from '@merchant/ui';
import type { ExportProgress as Progress } from '@merchant/ui/export';
import { ProgressFill, ProgressRoot, ProgressTrack } from './ExportProgress.styles';

export interface ExportProgressProps {
  /** How far the file is. */
  progress: Progress;
  /** Stops the export; nothing is downloaded. */
  onCancel: () => void;
}

/** What the line says: the share of rows prepared, then the file's last step. */
function exportProgressText(progress: Progress): string {
  return progress.step === 'preparing'
    ? `Preparing export… ${progress.percent}%`
    : 'Writing the file…';
}

/**
 * The export's line beside the list's export control while the file is built: the words and
 * percent (the bar repeats them, never alone), and a button that stops it.
 */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  const text = exportProgressText(progress);
  // Writing is one step of unknown length: the bar stays full, and says so in words.
  const percent = progress.step === 'preparing' ? progress.percent : 100;
  return (
    <ProgressRoot>
      <span role="status">{text}</span>
      <ProgressTrack
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.step === 'preparing' ? percent : undefined}
        aria-valuetext={text}
      >
        <ProgressFill style={{ width: `${percent}%` }} />
      </ProgressTrack>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </ProgressRoot>
  );
}
