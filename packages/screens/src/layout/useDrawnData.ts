import { useDeferredValue, useState } from 'react';
import type { RemoteData } from '../types';
import { sameAnswer } from './sameAnswer';

const LOADING = { status: 'loading' } as const;

/**
 * The data a view draws: the data itself, except that a newly arrived answer reads as still
 * loading until React has drawn the ready view in a transition. An answer arrives through SWR,
 * whose updates React renders in one uninterruptible task, so a form mounting with it would
 * block a phone's main thread in one long task (ADR 011). The ready flag is deferred, not the
 * data (a new object on every render), so the placeholder stays one render longer while the view
 * is drawn in slices. Loading and errors show at once.
 *
 * An answer that shows the same as the last one keeps the last one's object, so a part memoised
 * on it is passed by when another part's answer arrives.
 */
export function useDrawnData<T>(data: RemoteData<T>): RemoteData<T> {
  const [kept, setKept] = useState(data);
  const same = sameAnswer(kept, data);
  // Adjusting state while rendering (React's pattern for following a prop): no extra commit.
  if (!same) setKept(data);
  const current = same ? kept : data;
  const ready = current.status === 'ready';
  const drawn = useDeferredValue(ready);
  // One loading object, whichever answer is pending, so a memoised part stays passed by.
  return current.status === 'loading' || (ready && !drawn) ? LOADING : current;
}
