import { useDeferredValue } from 'react';
import type { RemoteData } from '../types';

/**
 * Whether a view may draw its data as ready: true once React has drawn the ready view in a
 * transition. An answer arrives through SWR, whose updates React renders in one uninterruptible
 * task; a form mounting with it blocked a phone's main thread for 150-200 ms (issue 17). The
 * flag, not the data (a new object on every render), is deferred: the placeholder stays one
 * render longer while the form is drawn in slices.
 */
export function useReadyDrawn(data: RemoteData<unknown>): boolean {
  const ready = data.status === 'ready';
  return useDeferredValue(ready) && ready;
}
