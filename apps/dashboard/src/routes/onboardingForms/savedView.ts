import type { RemoteData } from '@merchant/screens';

interface ViewState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * A view call whose answer may be empty (a business that saved nothing yet): unlike
 * toRemoteData, an answered `undefined` is ready, not loading.
 */
export function savedView<T>(state: ViewState<T | undefined>): RemoteData<T | undefined> {
  if (state.error && state.data === undefined) {
    return {
      status: 'error',
      message: state.error instanceof Error ? state.error.message : 'Unexpected Error!',
      onRetry: () => void state.mutate(),
    };
  }
  if (state.isLoading) return { status: 'loading' };
  return { status: 'ready', data: state.data };
}
