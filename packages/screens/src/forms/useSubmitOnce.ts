import { useEffect, useRef } from 'react';
import type { SubmitState } from '../types';

/**
 * Lets a form call its `onSubmit` once per attempt: after a submit, further submits are ignored
 * until the app reports a new `submitState` (pending, then success or error). A double click
 * or a double Enter therefore sends one request even before the app has re-rendered.
 */
export function useSubmitOnce(submitState: SubmitState) {
  const sent = useRef(false);
  useEffect(() => {
    if (submitState !== 'pending') sent.current = false;
  }, [submitState]);
  return <Args extends unknown[]>(submit: (...args: Args) => void) =>
    (...args: Args) => {
      if (sent.current || submitState === 'pending') return;
      sent.current = true;
      submit(...args);
    };
}
