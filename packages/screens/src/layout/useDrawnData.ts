import { useDeferredValue } from 'react';
import type { RemoteData } from '../types';

const LOADING = { status: 'loading' } as const;

/**
 * The data a view draws: the data itself, except that a newly arrived answer reads as still
 * loading until React has drawn the ready view in a transition. An answer arrives through SWR,
 * whose updates React renders in one uninterruptible task; a form mounting with it blocked a
 * phone's main thread for 150-200 ms (issue 17). The ready flag is deferred, not the data (a new
 * object on every render), so the placeholder stays one render longer while the view is drawn in
 * slices. Loading and errors show at once.
 */
export function useDrawnData<T>(data: RemoteData<T>): RemoteData<T> {
  const ready = data.status === 'ready';
  const drawn = useDeferredValue(ready);
  return ready && !drawn ? LOADING : data;
}
