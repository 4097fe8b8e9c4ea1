import {
  useIdentificationTypes,
  usePersonalInformation,
  useSubmitPersonalInformation,
} from '@merchant/api';
import { PERSONAL_TEXT_FIELDS, PersonalInformationScreen } from '@merchant/screens';
import { bothReady } from '../../../app/bothReady';
import { toRemoteData, useAnsweredView } from '../../../app/toRemoteData';
import { useOnboardingForm } from '../useOnboardingForm';

/** /dashboard/getStarted/personalInformation: Primary Identity Information. */
export function PersonalInformationRoute() {
  const view = usePersonalInformation();
  const identificationTypes = useIdentificationTypes();
  // The mutation also re-reads this view after a save.
  const form = useOnboardingForm(
    'personalInformation',
    PERSONAL_TEXT_FIELDS,
    useSubmitPersonalInformation().trigger,
  );

  const data = bothReady(
    useAnsweredView(view),
    toRemoteData(identificationTypes),
    (saved, types) => ({ saved, identificationTypes: types }),
  );

  return (
    <>
      <PersonalInformationScreen {...form.screen} data={data} />
      {form.leaveDialog}
    </>
  );
}
