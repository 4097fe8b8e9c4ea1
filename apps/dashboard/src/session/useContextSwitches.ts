import { useCallback, useEffect } from 'react';
import {
  environmentOf,
  isApiError,
  useProfile,
  useSetActiveSubsidiary,
  useToggleEnvironment,
} from '@merchant/api';
import { useToast } from '@merchant/ui';
import { announceContextSwitch } from './contextSwitch';
import { contextOf, sameContext, showContext } from './serverContext';

/** The spec reloads the page 200 ms after the environment toggle. */
const ENVIRONMENT_RELOAD_DELAY_MS = 200;

/** Every tab of the session reloads into the switch: the others now, this one after `delayMs`. */
function followSwitch(delayMs = 0) {
  announceContextSwitch();
  setTimeout(() => window.location.reload(), delayMs);
}

/**
 * The shell's business and environment switches, and the record of what the shell shows, which
 * money calls check against the server (serverContext.ts).
 */
export function useContextSwitches() {
  const toast = useToast();
  const { data: profile, mutate } = useProfile();
  const { trigger: toggleEnvironment, isMutating: environmentPending } = useToggleEnvironment();
  const { trigger: switchBusiness } = useSetActiveSubsidiary();

  useEffect(() => {
    if (profile) showContext(profile);
  }, [profile]);

  // A switch whose answer was lost may have happened all the same, so /me is read again: the
  // tab follows a switch that happened, and otherwise keeps showing what /me says and says the
  // switch failed where the error policy did not (a call without an answer is only logged).
  const switchFailed = useCallback(
    async (error: unknown) => {
      const shown = profile && contextOf(profile);
      const now = await mutate();
      if (shown && now && !sameContext(shown, contextOf(now))) followSwitch();
      else if (isApiError(error) && error.kind === 'network') toast.error(error.message);
    },
    [profile, mutate, toast],
  );

  const onToggleEnvironment = useCallback(() => {
    if (!profile) return;
    void toggleEnvironment(environmentOf(profile)).then(
      () => followSwitch(ENVIRONMENT_RELOAD_DELAY_MS),
      switchFailed,
    );
  }, [profile, toggleEnvironment, switchFailed]);

  const onSwitchBusiness = useCallback(
    (id: string) => void switchBusiness(id).then(() => followSwitch(), switchFailed),
    [switchBusiness, switchFailed],
  );

  return { onToggleEnvironment, onSwitchBusiness, environmentPending };
}
