import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { startIdleClock, type IdleClock, type IdleClockOptions } from './idleClock';

export type IdleTimeoutOptions = Omit<IdleClockOptions, 'onWarning'>;

export interface IdleTimeout {
  /** Whole seconds until the sign-out while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** Counts as activity, here and in every tab of the session. */
  staySignedIn: () => void;
}

/** The idle clock (idleClock.ts) for a component: the warning as state, the end as a callback. */
export function useIdleTimeout({
  timeoutMs,
  warningMs,
  channel,
  onTimeout,
  busy,
}: IdleTimeoutOptions): IdleTimeout {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const clock = useRef<IdleClock | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useLayoutEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    const started = startIdleClock({
      timeoutMs,
      warningMs,
      channel,
      onWarning: setSecondsLeft,
      onTimeout: () => onTimeoutRef.current(),
      busy,
    });
    clock.current = started;
    return () => {
      started.stop();
      clock.current = null;
    };
  }, [timeoutMs, warningMs, channel, busy]);

  const staySignedIn = useCallback(() => clock.current?.stay(), []);
  return { secondsLeft, staySignedIn };
}
