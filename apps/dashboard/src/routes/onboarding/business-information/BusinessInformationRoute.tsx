import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBusinessInformation, useSubmitBusinessInformation } from '@merchant/api';
import { BUSINESS_TEXT_FIELDS, BusinessInformationScreen } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { useActiveBusinessId } from '../../../app/useActiveBusinessId';
import { useFormDraft } from '../../../app/useFormDraft';
import { useLeaveGuard } from '../../../app/useLeaveGuard';

/** /dashboard/getStarted/businessInformation: the business information form. */
export function BusinessInformationRoute() {
  const navigate = useNavigate();
  const view = useBusinessInformation();
  const submit = useSubmitBusinessInformation();
  // One save at a time; the mutation re-reads the progress and /me (the logo shows in the shell).
  const save = useAction(submit.trigger);
  const draft = useFormDraft('businessInformation', useActiveBusinessId(), BUSINESS_TEXT_FIELDS);
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);

  return (
    <>
      <BusinessInformationScreen
        data={toRemoteData(view, undefined, { answered: !view.isLoading })}
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
