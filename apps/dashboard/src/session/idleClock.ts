import type { SessionChannel } from './sessionChannel';

/** Input that counts as someone being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/** Activity is recorded, and sent to the other tabs, at most this often. */
const ACTIVITY_RESOLUTION_MS = 1000;

export interface IdleClockOptions {
  /** How long without input before `onTimeout`. */
  timeoutMs: number;
  /** How long before the end the warning shows. */
  warningMs: number;
  /** The other tabs of the session: their activity counts here, ours there. */
  channel: SessionChannel | null;
  /** The warning appears or counts down (whole seconds left), or goes (null). */
  onWarning: (secondsLeft: number | null) => void;
  /** The session ends; called once. */
  onTimeout: () => void;
  /**
   * Whether something must not be cut off by the sign-out (a money call waiting for its
   * answer): at the deadline it counts as activity, so the session ends a full period later.
   */
  busy?: () => boolean;
}

export interface IdleClock {
  /** Counts as activity, here and in every tab of the session (the warning's button). */
  stay: () => void;
  stop: () => void;
}

/**
 * Watches this tab's input and the session's other tabs, and ends the session after
 * `timeoutMs` without either. Time is measured from the last activity's timestamp, not by
 * counting a timer down, so a late timer (a background tab, a sleeping laptop) still ends the
 * session on time. While the warning shows, stray input (a mouse moving) does not dismiss it:
 * the merchant answers it, or activity in another tab of the session does.
 */
export function startIdleClock({
  timeoutMs,
  warningMs,
  channel,
  onWarning,
  onTimeout,
  busy,
}: IdleClockOptions): IdleClock {
  let lastActivity = Date.now();
  let lastSent = 0;
  let warning: number | null = null;
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showWarning = (secondsLeft: number | null) => {
    if (secondsLeft === warning) return;
    warning = secondsLeft;
    onWarning(secondsLeft);
  };

  function check() {
    clearTimeout(timer);
    if (ended) return;
    const left = timeoutMs - (Date.now() - lastActivity);
    if (left <= 0 && busy?.()) {
      record(Date.now(), false);
    } else if (left <= 0) {
      ended = true;
      stop();
      onTimeout();
    } else if (left <= warningMs) {
      showWarning(Math.ceil(left / 1000));
      // The next whole second of the countdown, or the end.
      timer = setTimeout(check, left % 1000 || 1000);
    } else {
      showWarning(null);
      timer = setTimeout(check, left - warningMs);
    }
  }

  function record(at: number, send: boolean) {
    lastActivity = Math.max(lastActivity, at);
    if (send) {
      lastSent = at;
      channel?.post({ type: 'activity', at });
    }
    check();
  }

  const onInput = () => {
    const now = Date.now();
    if (warning !== null || now - lastActivity < ACTIVITY_RESOLUTION_MS) return;
    record(now, now - lastSent >= ACTIVITY_RESOLUTION_MS);
  };
  // A background tab's timers run late; back in view, the deadline is checked at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = channel?.subscribe((message) => {
    if (message.type === 'activity') record(message.at, false);
  });
  ACTIVITY_EVENTS.forEach((name) =>
    window.addEventListener(name, onInput, { capture: true, passive: true }),
  );
  document.addEventListener('visibilitychange', onVisible);
  timer = setTimeout(check, timeoutMs - warningMs);

  function stop() {
    clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onInput, { capture: true }));
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe?.();
  }

  return { stay: () => record(Date.now(), true), stop };
}
