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

/** The message of a failed mutation, for the screen's inline error. */
export function errorMessageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** An SWR mutation as a form dialog needs it. */
interface FormMutation<Arg> {
  isMutating: boolean;
  error?: unknown;
  data?: unknown;
  trigger: (arg: Arg) => Promise<unknown>;
}

/**
 * A form dialog's request props from an SWR mutation: `onSubmit` sends one request at a time
 * and calls `onDone` once it succeeds; a failure leaves the dialog open with what was typed
 * and the server's message.
 */
export function formRequest<Arg>(mutation: FormMutation<Arg>, onDone: () => void) {
  return {
    onSubmit: (values: Arg) => {
      if (!mutation.isMutating) mutation.trigger(values).then(onDone, () => undefined);
    },
    submitState: submitStateOf(mutation),
    errorMessage: errorMessageOf(mutation.error),
  };
}
