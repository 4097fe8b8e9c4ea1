import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSubmitContactInformation } from '@merchant/api';
import { CONTACT_TEXT_FIELDS, ContactInformationScreen } from '@merchant/screens';
import { useAction } from '../../../app/useAction';
import { useActiveBusinessId } from '../../../app/useActiveBusinessId';
import { useFormDraft } from '../../../app/useFormDraft';
import { useLeaveGuard } from '../../../app/useLeaveGuard';

/** /dashboard/getStarted/contactInformation: 'Contact Information', one contact person. */
export function ContactInformationRoute() {
  const navigate = useNavigate();
  const submit = useSubmitContactInformation();
  const save = useAction(submit.trigger);
  const draft = useFormDraft('contactInformation', useActiveBusinessId(), CONTACT_TEXT_FIELDS);
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);

  return (
    <>
      <ContactInformationScreen
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
