import { useCallback, useRef, useState } from 'react';
import { merchantMessage } from '@merchant/api';
import type { SubmitState } from '@merchant/screens';

/**
 * The one helper from a form's submit to a request: runs one action at a time (a double click
 * sends one request) and reports its progress as the screens' `submitState` and `errorMessage`.
 * The action may chain an SWR mutation's `trigger` with what follows it (close, navigate), and
 * needs no SWR itself, so sign-in uses it too.
 *
 * `holdsAfterSuccess`: after a success it runs no more until `reopen()`. The second click of a
 * double click, once its form had validated, could arrive after the first save had answered and
 * save again (seen in the journeys on a loaded machine). A save that leaves the page never
 * reopens (the page stays on screen while the next one loads); a form that stays reopens when
 * the merchant changes it or shows it again. An error always lets the merchant try again.
 *
 * `reopen()` also starts the state over ('success' becomes 'idle'), which opens a screen's form
 * that submits once per attempt (`useSubmitOnce`) for the next one. `reset()` starts over from an
 * error too, for a dialog that opens afresh for another row without the last attempt's message.
 */
export function useAction<Arg, Result>(
  action: (arg: Arg) => Promise<Result>,
  { holdsAfterSuccess = false }: { holdsAfterSuccess?: boolean } = {},
) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  const running = useRef(false);
  const held = useRef(false);

  const run = useCallback(
    async (arg: Arg): Promise<Result | undefined> => {
      if (running.current || held.current) return undefined;
      running.current = true;
      setSubmitState('pending');
      setErrorMessage(undefined);
      try {
        const result = await action(arg);
        setSubmitState('success');
        running.current = false;
        held.current = holdsAfterSuccess;
        return result;
      } catch (error) {
        running.current = false;
        setSubmitState('error');
        setErrorMessage(merchantMessage(error));
        return undefined;
      }
    },
    [action, holdsAfterSuccess],
  );
  const reopen = useCallback(() => {
    held.current = false;
    setSubmitState((state) => (state === 'success' ? 'idle' : state));
  }, []);
  // A run in flight still ends as it answers: its request has been sent.
  const reset = useCallback(() => {
    held.current = false;
    setSubmitState((state) => (state === 'pending' ? state : 'idle'));
    setErrorMessage(undefined);
  }, []);

  return { run, reopen, reset, submitState, errorMessage };
}
