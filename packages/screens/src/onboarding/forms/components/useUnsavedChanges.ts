import { useEffect, useEffectEvent, useState } from 'react';
import type { SubmitState } from '../../../types';
import type { FormDraftValues, UnsavedChangesProps } from '../types';

/** The text fields whose value differs from the baseline, or null when none does. */
function textChanges<Field extends string>(
  fields: readonly Field[],
  current: Record<Field, string>,
  baseline: Record<Field, string>,
): FormDraftValues<Field> | null {
  const changes: FormDraftValues<Field> = {};
  for (const field of fields) {
    if (current[field] !== baseline[field]) changes[field] = current[field];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

interface UnsavedChangesInput<Field extends string> extends UnsavedChangesProps<Field> {
  /** The form's text fields, the ones a draft may hold. */
  fields: readonly Field[];
  /** Their current values. */
  current: Record<Field, string>;
  /** Their saved values (from the view call), the baseline until the next save. */
  saved: Record<Field, string>;
  /** Whether a file is chosen and not yet sent. */
  filesChosen: boolean;
  /** The save's progress: on 'success' what was sent becomes the baseline. */
  submitState: SubmitState;
  /** Runs once after each successful save (e.g. to clear the chosen files, now saved). */
  onSaved?: () => void;
}

/**
 * Tracks a form's unsaved work against what is saved and reports it to the app: the changed
 * text as a draft (kept for the session), and whether anything, files included, is unsaved
 * (the leave guard). After a save the sent values become the new baseline, so the form is clean.
 */
export function useUnsavedChanges<Field extends string>({
  fields,
  current,
  saved,
  filesChosen,
  submitState,
  onSaved,
  onDraftChange,
  onDirtyChange,
}: UnsavedChangesInput<Field>) {
  const [baseline, setBaseline] = useState(saved);
  const [lastState, setLastState] = useState(submitState);
  // Adjusted while rendering (not in an effect) so the form is never shown dirty after a save.
  if (lastState !== submitState) {
    setLastState(submitState);
    if (submitState === 'success') setBaseline(current);
  }

  const changes = textChanges(fields, current, baseline);
  const dirty = changes !== null || filesChosen;
  const changesKey = JSON.stringify(changes);

  const reportDraft = useEffectEvent(() => onDraftChange?.(changes));
  const reportDirty = useEffectEvent(() => onDirtyChange?.(dirty));
  const saveDone = useEffectEvent(() => onSaved?.());

  useEffect(() => reportDraft(), [changesKey]);
  useEffect(() => reportDirty(), [dirty]);
  useEffect(() => {
    if (submitState === 'success') saveDone();
  }, [submitState]);

  return { dirty, saved: submitState === 'success' && !dirty };
}
