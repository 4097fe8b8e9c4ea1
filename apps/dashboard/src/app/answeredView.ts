import { useState } from 'react';
import type { RemoteData } from '@merchant/screens';
import { toRemoteData } from './toRemoteData';

interface ViewState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * A view call that answers nothing for a business that saved nothing yet. Once it has
 * answered, an empty answer is ready (undefined) and stays ready while it is read again after
 * a save: toRemoteData would call it loading, and the form beneath would lose what was typed.
 */
export function useAnsweredView<T>(state: ViewState<T | undefined>): RemoteData<T | undefined> {
  const [answered, setAnswered] = useState(false);
  // Derived once from the first answer (React's "adjust state while rendering" pattern).
  if (!answered && !state.isLoading && !state.error) setAnswered(true);
  const firstAnswer = answered || (!state.isLoading && !state.error);
  if (!firstAnswer || (state.error && state.data === undefined)) return toRemoteData(state);
  return { status: 'ready', data: state.data };
}
