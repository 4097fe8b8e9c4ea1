/**
 * Whether the API answered the last call: a call that got no response at all says the merchant
 * is offline even while the browser believes it is online (a dropped mobile link). The app's
 * network state listens; the package has no UI.
 */
type Listener = (reached: boolean) => void;

const listeners = new Set<Listener>();
let lastReached = true;

/** Subscribes to changes of reachability; returns the unsubscribe function. */
export function subscribeToReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by every call once it knows whether the API answered; listeners hear changes only. */
export function reportReached(reached: boolean) {
  if (reached === lastReached) return;
  lastReached = reached;
  listeners.forEach((listener) => listener(reached));
}
