import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
import { useAction } from '../../../app/useAction';
import { useActiveBusinessId } from '../../../app/useActiveBusinessId';
import { useFormDraft } from '../../../app/useFormDraft';
import { useLeaveGuard } from '../../../app/useLeaveGuard';

/** /dashboard/getStarted/personalInformation: Primary Identity Information. */
export function PersonalInformationRoute() {
  const navigate = useNavigate();
  const view = usePersonalInformation();
  const identificationTypes = useIdentificationTypes();
  const submit = useSubmitPersonalInformation();
  // One save at a time: a double click sends the form once. The mutation re-reads the
  // onboarding progress (and this view) after a save.
  const save = useAction(submit.trigger);
  const draft = useFormDraft('personalInformation', useActiveBusinessId(), PERSONAL_TEXT_FIELDS);
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);

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
      <PersonalInformationScreen
        data={data}
        draft={draft.draft}
        onDraftChange={draft.keep}
        onDirtyChange={setDirty}
        onSubmit={(payload) => void save.run(payload)}
        submitState={save.submitState}
        errorMessage={save.errorMessage}
        onBack={() => leave.guard(() => void navigate(-1))}
      />
      {leave.dialog}
    </>
  );
}
