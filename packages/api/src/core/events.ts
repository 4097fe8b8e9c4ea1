import type { ApiError } from './errors';

/**
 * The error policy as one stream the app subscribes to. The package has no UI: the dashboard
 * turns these into toasts and the sign-out redirect, once, at its root.
 */
export type ApiEvent =
  | { type: 'session-expired' }
  | { type: 'error'; message: string; error: ApiError }
  | { type: 'success'; message: string };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

/** Subscribes to API events; returns the unsubscribe function. */
export function subscribeToApiEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitApiEvent(event: ApiEvent) {
  listeners.forEach((listener) => listener(event));
}
