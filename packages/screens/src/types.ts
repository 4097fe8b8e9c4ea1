/**
 * Remote data as an explicit union: a screen never infers loading from `undefined`
 * (CONVENTIONS.md, "A screen's contract").
 */
export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; data: T };

/** Progress of a mutation (Saleor `confirmButtonState`). */
export type SubmitState = 'idle' | 'pending' | 'success' | 'error';
