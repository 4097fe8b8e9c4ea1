import { useCallback, useRef, useState } from 'react';
import type { SubmitState } from '@merchant/screens';

/**
 * Runs one async action at a time and reports its progress as the screens' `submitState`.
 * For the pages that must not ship SWR (sign-in); elsewhere the api's mutation hooks do this.
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
