import { useCallback, useRef, useState } from 'react';
import type { SubmitState } from '@merchant/screens';

/**
 * The one helper from a form's submit to a request: runs one action at a time (a double click
 * sends one request) and reports its progress as the screens' `submitState` and `errorMessage`.
 * The action may chain an SWR mutation's `trigger` with what follows it (close, navigate), and
 * needs no SWR itself, so sign-in uses it too.
 *
 * `leavesOnSuccess`: the action ends by leaving the page, so after a success it runs no more. The
 * page stays on screen while the next one loads, and the second click of a double click, once its
 * form had validated, arrived after the first save had answered and saved again (seen in the
 * journeys on a loaded machine). An error still lets the merchant try again.
 */
export function useAction<Arg, Result>(
  action: (arg: Arg) => Promise<Result>,
  { leavesOnSuccess = false }: { leavesOnSuccess?: boolean } = {},
) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  const running = useRef(false);

  const run = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setSubmitState('pending');
      setErrorMessage(undefined);
      try {
        const result = await action(arg);
        setSubmitState('success');
        running.current = leavesOnSuccess;
        return result;
      } catch (error) {
        running.current = false;
        setSubmitState('error');
        setErrorMessage(error instanceof Error ? error.message : undefined);
        return undefined;
      }
    },
    [action, leavesOnSuccess],
  );

  return { run, submitState, errorMessage };
}
