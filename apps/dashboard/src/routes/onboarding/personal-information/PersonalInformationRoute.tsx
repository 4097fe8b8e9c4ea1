import {
  useIdentificationTypes,
  usePersonalInformation,
  useSubmitPersonalInformation,
} from '@merchant/api';
import {
  PERSONAL_TEXT_FIELDS,
  PersonalInformationScreen,
  type PersonalInformationData,
  type RemoteData,
} from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
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

  const saved = toRemoteData(view, undefined, { answered: !view.isLoading });
  const types = toRemoteData(identificationTypes);
  const data: RemoteData<PersonalInformationData> =
    saved.status !== 'ready'
      ? saved
      : types.status !== 'ready'
        ? types
        : { status: 'ready', data: { saved: saved.data, identificationTypes: types.data } };

  return (
    <>
      <PersonalInformationScreen {...form.screen} data={data} />
      {form.leaveDialog}
    </>
  );
}
