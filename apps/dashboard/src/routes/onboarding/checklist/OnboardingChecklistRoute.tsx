import { useState } from 'react';
import {
  activeSubsidiaryOf,
  useOnboardingProgress,
  useProfile,
  useRequestGoLive,
  useSwitchBusinessType,
} from '@merchant/api';
import { OnboardingChecklistScreen, PATHS, type OnboardingBusinessType } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { reloadTo } from '../reloadTo';
import { goLiveAvailability } from './goLiveAvailability';

/** /dashboard/getStarted/onboarding: the checklist, the type switch and the go-live request. */
export function OnboardingChecklistRoute() {
  const profile = useProfile();
  const progress = useOnboardingProgress();
  const switchType = useSwitchBusinessType();
  const goLive = useRequestGoLive();
  const [leaving, setLeaving] = useState(false);

  const business = profile.data ? activeSubsidiaryOf(profile.data) : undefined;
  // Spec §3: the onboarding state defaults to Individual.
  const businessType: OnboardingBusinessType =
    business?.businessType === 'Company' ? 'Company' : 'Individual';

  // The empty PATCH, then /me and the progress again, so the steps change with the type.
  const switching = useAction(async (current: OnboardingBusinessType) => {
    await switchType.trigger(current);
    await Promise.all([profile.mutate(), progress.mutate()]);
  });

  // '00': the message shows (the api's success toast), /me is read again, then /dashboard reloads.
  // Any other code rejects with the response message, shown on the page.
  const goingLive = useAction(
    async () => {
      await goLive.trigger();
      await profile.mutate();
      setLeaving(true);
      reloadTo(PATHS.home);
    },
    { holdsAfterSuccess: true },
  );

  return (
    <OnboardingChecklistScreen
      businessType={businessType}
      progress={toRemoteData(progress)}
      goLive={goLiveAvailability(business, progress.data)}
      onRequestGoLive={() => void goingLive.run(undefined)}
      goLiveState={leaving ? 'pending' : goingLive.submitState}
      goLiveError={goingLive.errorMessage}
      onSwitchBusinessType={() => void switching.run(businessType)}
      switchState={switching.submitState}
    />
  );
}
