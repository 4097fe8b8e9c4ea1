import type { RemoteData } from '@merchant/screens';

/**
 * Two reads as one RemoteData: an error wins, and its Try again retries every read that failed
 * (retrying only the first left the page in its error state), then both answers, else loading.
 */
export function bothReady<A, B, View>(
  first: RemoteData<A>,
  second: RemoteData<B>,
  combine: (a: A, b: B) => View,
): RemoteData<View> {
  const retryFailed = () => {
    if (first.status === 'error') first.onRetry();
    if (second.status === 'error') second.onRetry();
  };
  if (first.status === 'error') return { ...first, onRetry: retryFailed };
  if (second.status === 'error') return { ...second, onRetry: retryFailed };
  if (first.status === 'ready' && second.status === 'ready') {
    return { status: 'ready', data: combine(first.data, second.data) };
  }
  return { status: 'loading' };
}
