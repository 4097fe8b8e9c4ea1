import { useEffect } from 'react';
import { sessionChannel, sessionTag } from './sessionChannel';

/**
 * Tells the other tabs of the session that the business or the environment changed. The server
 * keeps one of each per user, so a tab left showing the old ones would send money from the new.
 */
export function announceContextSwitch() {
  sessionChannel(sessionTag()).post({ type: 'context-switched' });
}

/**
 * A signed-in tab reloads when another tab of the session switched: the reload reads /me again,
 * so the tab shows the business and environment its calls now act on.
 */
export function FollowContextSwitches() {
  useEffect(
    () =>
      sessionChannel(sessionTag()).subscribe((message) => {
        if (message.type === 'context-switched') window.location.reload();
      }),
    [],
  );
  return null;
}
