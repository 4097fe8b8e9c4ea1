import type { RemoteData } from '@merchant/screens';

/** Two reads as one RemoteData: an error wins (retrying both), then both answers, else loading. */
export function bothReady<A, B, View>(
  first: RemoteData<A>,
  second: RemoteData<B>,
  combine: (a: A, b: B) => View,
): RemoteData<View> {
  if (first.status === 'error') return first;
  if (second.status === 'error') return second;
  if (first.status === 'ready' && second.status === 'ready') {
    return { status: 'ready', data: combine(first.data, second.data) };
  }
  return { status: 'loading' };
}
