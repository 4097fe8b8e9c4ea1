import { useState } from 'react';
import { merchantMessage } from '@merchant/api';
import type { RemoteData } from '@merchant/screens';

interface SwrState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface RemoteDataOptions {
  /**
   * Show a failure even over cached data. Lists need it: with keepPreviousData their cached
   * rows belong to other filters, so showing them would answer a question nobody asked.
   */
  errorWins?: boolean;
  /**
   * The read has answered, so no data is an empty answer (ready, undefined) rather than
   * loading: view calls answer nothing for a business that saved nothing yet.
   */
  answered?: boolean;
}

/**
 * The one mapping from an SWR read to a screen's RemoteData: error wins, then data, else
 * loading. `select` shapes the response into the screen's view model.
 */
export function toRemoteData<T, View = T>(
  state: SwrState<T>,
  select?: (data: T) => View,
  { errorWins = false, answered = false }: RemoteDataOptions = {},
): RemoteData<View> {
  if (state.error && (errorWins || state.data === undefined)) {
    return {
      status: 'error',
      message: merchantMessage(state.error),
      onRetry: () => void state.mutate(),
    };
  }
  if (state.data !== undefined) {
    return { status: 'ready', data: select ? select(state.data) : (state.data as unknown as View) };
  }
  return answered ? { status: 'ready', data: undefined as View } : { status: 'loading' };
}

/**
 * `toRemoteData` for a view call whose answer may be empty, remembering that it answered: an
 * empty answer stays ready while it is read again after a save, where `answered: !isLoading`
 * would flash loading and the form beneath would lose what was typed.
 */
export function useAnsweredView<T>(state: SwrState<T | undefined>): RemoteData<T | undefined> {
  const [answered, setAnswered] = useState(false);
  // Derived once from the first answer (React's "adjust state while rendering" pattern).
  if (!answered && !state.isLoading && !state.error) setAnswered(true);
  return toRemoteData(state, undefined, {
    answered: answered || (!state.isLoading && !state.error),
  });
}
