/**
 * Whether the API answered the last call: a call that got no response at all says the merchant
 * is offline even while the browser believes it is online (a dropped mobile link). The app's
 * network state listens; the package has no UI.
 */
type Listener = (reached: boolean) => void;

const listeners = new Set<Listener>();

/** Subscribes to changes of reachability; returns the unsubscribe function. */
export function subscribeToReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Called by every call once it knows whether the API answered. Every call is told, not only
 * changes: the app may have presumed the network back (the browser's 'online' event) meanwhile.
 */
export function reportReached(reached: boolean) {
  listeners.forEach((listener) => listener(reached));
}
