import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
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

export interface NetworkProviderProps {
  children: ReactNode;
  /** Called at each change of the state, online or offline, to refresh what the page shows. */
  onChange?: (online: boolean) => void;
  /** Holds the state offline whatever the browser says (stories of the offline states). */
  offline?: boolean;
}

/**
 * The merchant's network state: offline when the browser says so (navigator.onLine and its
 * events). One call that gets no response while others answer is that call's failure, shown as
 * its page's error with Retry, not the network gone: counting it as offline would refresh every
 * read at the next answer, and fail the same call again, without end.
 */
export function NetworkProvider({ children, onChange, offline = false }: NetworkProviderProps) {
  const browserOnline = useSyncExternalStore(
    subscribeToBrowser,
    () => navigator.onLine,
    () => true,
  );
  const online = !offline && browserOnline;

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online !== wasOnline.current) onChange?.(online);
    wasOnline.current = online;
  }, [online, onChange]);

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
