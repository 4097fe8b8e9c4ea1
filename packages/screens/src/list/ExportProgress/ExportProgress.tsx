import type { ExportProgress as Progress } from '@merchant/ui/export';
import { ProgressLine } from '../ProgressLine/ProgressLine';

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
 * The export's line beside the list's export control while the file is built, with Cancel.
 * Writing is one step of unknown length: its bar stays full, and says so in words.
 */
export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  return (
    <ProgressLine
      text={exportProgressText(progress)}
      percent={progress.step === 'preparing' ? progress.percent : undefined}
      label="Export progress"
      onCancel={onCancel}
    />
  );
}
