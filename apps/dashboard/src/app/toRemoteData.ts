import type { RemoteData } from '@merchant/screens';

interface SwrState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * The one mapping from an SWR read to a screen's RemoteData: error wins, then data, else
 * loading. `select` shapes the response into the screen's view model.
 */
export function toRemoteData<T, View = T>(
  state: SwrState<T>,
  select?: (data: T) => View,
): RemoteData<View> {
  if (state.error && state.data === undefined) {
    return {
      status: 'error',
      message: state.error instanceof Error ? state.error.message : 'Unexpected Error!',
      onRetry: () => void state.mutate(),
    };
  }
  if (state.data !== undefined) {
    return { status: 'ready', data: select ? select(state.data) : (state.data as unknown as View) };
  }
  return { status: 'loading' };
}
