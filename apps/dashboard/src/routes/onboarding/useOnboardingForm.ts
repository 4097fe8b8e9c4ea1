import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAction } from '../../app/useAction';
import { useActiveBusinessId } from '../../app/useActiveBusinessId';
import { useFormDraft } from '../../app/useFormDraft';
import { useLeaveGuard } from '../../app/useLeaveGuard';

/**
 * An onboarding section's form: its typed text kept as a draft per business, one save at a time
 * (the mutation re-reads the progress), and Back asking before unsaved changes are lost. After a
 * save it saves again only once the merchant has changed something: a double click saves once.
 * `screen` spreads onto the section's screen; `leaveDialog` renders beside it.
 */
export function useOnboardingForm<Payload, Field extends string>(
  form: string,
  fields: readonly Field[],
  submit: (payload: Payload) => Promise<unknown>,
) {
  const navigate = useNavigate();
  const save = useAction(submit, { holdsAfterSuccess: true });
  const draft = useFormDraft(form, useActiveBusinessId(), fields);
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);
  return {
    screen: {
      draft: draft.draft,
      onDraftChange: draft.keep,
      onDirtyChange: (next: boolean) => {
        setDirty(next);
        if (next) save.reopen();
      },
      onSubmit: (payload: Payload) => void save.run(payload),
      submitState: save.submitState,
      errorMessage: save.errorMessage,
      onBack: () => leave.guard(() => void navigate(-1)),
    },
    leaveDialog: leave.dialog,
  };
}
