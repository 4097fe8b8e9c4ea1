import { useEffect, useRef } from 'react';
import type { SubmitState } from '../types';

/**
 * Lets a form call its `onSubmit` once per attempt: after a submit, further submits are ignored
 * until the app reports that the attempt failed ('error': the merchant may try again) or starts
 * over ('idle'). A double click or a double Enter therefore sends one request even before the
 * app has re-rendered, and a success does not open the form again: a dialog stays on screen
 * while the lists it changed are read again, and a second click landing then sent a second
 * chargeback treatment (seen in the journeys on a loaded machine).
 */
export function useSubmitOnce(submitState: SubmitState) {
  const sent = useRef(false);
  useEffect(() => {
    if (submitState === 'error' || submitState === 'idle') sent.current = false;
  }, [submitState]);
  return <Args extends unknown[]>(submit: (...args: Args) => void) =>
    (...args: Args) => {
      if (sent.current || submitState === 'pending') return;
      sent.current = true;
      submit(...args);
    };
}
