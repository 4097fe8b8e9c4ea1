import { merchantMessage } from '@merchant/api';
import type { SubmitState } from '@merchant/screens';

/** Maps an SWR mutation's flags to the screens' `submitState`. */
export function submitStateOf(mutation: {
  isMutating: boolean;
  error?: unknown;
  data?: unknown;
}): SubmitState {
  if (mutation.isMutating) return 'pending';
  if (mutation.error) return 'error';
  if (mutation.data !== undefined) return 'success';
  return 'idle';
}

/** The message of a failed mutation, for the screen's inline error (see `merchantMessage`). */
export function errorMessageOf(error: unknown): string | undefined {
  return error ? merchantMessage(error) : undefined;
}
