import { useCallback, useRef, useState } from 'react';
import type { SubmitState } from '@merchant/screens';

/**
 * The one helper from a form's submit to a request: runs one action at a time (a double click
 * sends one request) and reports its progress as the screens' `submitState` and `errorMessage`.
 * The action may chain an SWR mutation's `trigger` with what follows it (close, navigate), and
 * needs no SWR itself, so sign-in uses it too.
 */
export function useAction<Arg, Result>(action: (arg: Arg) => Promise<Result>) {
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
        return result;
      } catch (error) {
        setSubmitState('error');
        setErrorMessage(error instanceof Error ? error.message : undefined);
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [action],
  );

  return { run, submitState, errorMessage };
}
