import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** Whether the merchant is online; true outside a provider, so a story is online unless told. */
const NetworkContext = createContext(true);

function subscribeToBrowser(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Tells whether calls reach the server: `listener(false)` after a call got no response. */
export type Reachability = (listener: (reached: boolean) => void) => () => void;

export interface NetworkProviderProps {
  children: ReactNode;
  /**
   * Calls that got, or did not get, a response: a dropped mobile link fails calls while the
   * browser still says it is online.
   */
  reachability?: Reachability;
  /** Called when the merchant is back online, to refresh what the page shows. */
  onReconnect?: () => void;
  /** Holds the state offline whatever the browser says (stories of the offline states). */
  offline?: boolean;
}

/**
 * The merchant's network state: offline when the browser says so (navigator.onLine and its
 * events) or when the last call got no response; online again at the browser's 'online' event or
 * the next call answered.
 */
export function NetworkProvider({
  children,
  reachability,
  onReconnect,
  offline = false,
}: NetworkProviderProps) {
  const browserOnline = useSyncExternalStore(
    subscribeToBrowser,
    () => navigator.onLine,
    () => true,
  );
  const [reached, setReached] = useState(true);
  useEffect(() => reachability?.(setReached), [reachability]);
  useEffect(() => {
    // Back online, the server is presumed reachable until a call says otherwise.
    const presumeReached = () => setReached(true);
    window.addEventListener('online', presumeReached);
    return () => window.removeEventListener('online', presumeReached);
  }, []);
  const online = !offline && browserOnline && reached;

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) onReconnect?.();
    wasOnline.current = online;
  }, [online, onReconnect]);

  return <NetworkContext value={online}>{children}</NetworkContext>;
}

/** Whether the merchant is online (see NetworkProvider). */
export function useNetwork(): { online: boolean } {
  return { online: useContext(NetworkContext) };
}

/** What a control that needs the network shows while offline. */
export interface OfflineGate {
  /** Offline: the control is disabled. */
  disabled: boolean;
  /** Why, e.g. 'You are offline. Reconnect to start a payout.'; undefined while online. */
  reason: string | undefined;
  /** The id for the reason's text, for the control's aria-describedby. */
  reasonId: string;
}

/**
 * The one rule for money actions, exports and switches offline: disabled, with the reason in
 * words. `action` completes 'Reconnect to …', e.g. 'start a payout'.
 */
export function useOfflineGate(action: string): OfflineGate {
  const { online } = useNetwork();
  const reasonId = useId();
  return {
    disabled: !online,
    reason: online ? undefined : `You are offline. Reconnect to ${action}.`,
    reasonId,
  };
}
