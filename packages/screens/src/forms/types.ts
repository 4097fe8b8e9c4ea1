import type { SubmitState } from '../types';

/** What every form dialog takes from the app: shown or not, the values out, the request's progress in. */
export interface FormDialogProps<Values> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once per attempt with the valid values. */
  onSubmit: (values: Values) => void;
  /** Progress of the request; 'pending' ignores further submits. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
}
