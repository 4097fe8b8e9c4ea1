import { useEffect, useState } from 'react';
import { IdleWarningDialog } from '@merchant/screens';
import { IDLE_WARNING_MS, idleTimeoutMs } from './idleConfig';
import { sessionChannel, sessionTag } from './sessionChannel';
import { useIdleTimeout } from './useIdleTimeout';
import { endSession } from './useSignOut';

const TIMEOUT_MS = idleTimeoutMs(import.meta.env.VITE_IDLE_TIMEOUT_MINUTES);

/**
 * Idle sign-out for a signed-in tab (beyond the spec, for a product that moves money): the
 * warning a minute before, the sign-out after `VITE_IDLE_TIMEOUT_MINUTES` (15) without input in
 * any tab of the session, and every tab of the session signing out together.
 */
export function IdleSignOut() {
  const [channel] = useState(() => sessionChannel(sessionTag()));
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
  });

  return (
    <IdleWarningDialog
      open={secondsLeft !== null}
      secondsLeft={secondsLeft ?? 0}
      onStaySignedIn={staySignedIn}
      onSignOut={() => endSession('user', { tellOtherTabs: true })}
    />
  );
}
