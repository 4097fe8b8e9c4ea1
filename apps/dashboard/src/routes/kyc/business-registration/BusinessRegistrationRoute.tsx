import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useAddStakeholder,
  useBusinessClasses,
  useBusinessRegistration,
  useDeleteStakeholder,
  useSaveBusinessRegistration,
  useStakeholders,
  useUpdateStakeholder,
} from '@merchant/api';
import {
  BusinessRegistrationScreen,
  PATHS,
  REGISTRATION_TEXT_FIELDS,
  type RegistrationSubmission,
  type ShareholderDialogState,
  type ShareholderValues,
} from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { useActiveBusinessId } from '../../../app/useActiveBusinessId';
import { useFormDraft } from '../../../app/useFormDraft';
import { useLeaveGuard } from '../../../app/useLeaveGuard';
import { useAnsweredView } from '../../../app/toRemoteData';
import { bothReady } from '../../../app/bothReady';
import { toRegistrationForm, toSavedRegistration } from './registrationView';
import { useShareholderDialog } from './useShareholderDialog';

type ShareholderChange =
  | { kind: 'add'; values: ShareholderValues }
  | { kind: 'update'; id: string; values: ShareholderValues }
  | { kind: 'delete'; id: string };

const dialogKey = (dialog: ShareholderDialogState | null) => JSON.stringify(dialog);

/**
 * /dashboard/getStarted/businessRegistration. Each save re-reads the onboarding progress (the
 * mutations revalidate it), so the checklist and the sidebar link move at once.
 */
export function BusinessRegistrationRoute() {
  const navigate = useNavigate();
  const classes = useBusinessClasses();
  const registration = useAnsweredView(useBusinessRegistration());
  const stakeholders = useStakeholders();
  const saveRegistration = useSaveBusinessRegistration();
  const add = useAddStakeholder();
  const update = useUpdateStakeholder();
  const remove = useDeleteStakeholder();
  const { dialog, setDialog } = useShareholderDialog();
  const draft = useFormDraft(
    'businessRegistration',
    useActiveBusinessId(),
    REGISTRATION_TEXT_FIELDS,
  );
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveGuard(dirty);

  const save = useAction(
    async (submission: RegistrationSubmission) => {
      await saveRegistration.trigger(toRegistrationForm(submission));
      draft.clear();
      setDirty(false);
      await navigate(PATHS.onboarding);
    },
    { holdsAfterSuccess: true },
  );
  const changeAction = useAction(async (request: ShareholderChange) => {
    if (request.kind === 'add') await add.trigger(request.values);
    if (request.kind === 'update') await update.trigger({ id: request.id, ...request.values });
    if (request.kind === 'delete') await remove.trigger(request.id);
    setDialog(null);
  });
  // The progress belongs to the dialog it was sent from: another dialog opens without the old message.
  const [sentFrom, setSentFrom] = useState<string | null>(null);
  const showChangeState = sentFrom === dialogKey(dialog);
  const change = (request: ShareholderChange) => {
    setSentFrom(dialogKey(dialog));
    void changeAction.run(request);
  };

  const data = bothReady(toRemoteData(classes), registration, (list, view) => ({
    businessClasses: list.map(({ id, name }) => ({ id, name })),
    saved: toSavedRegistration(view),
  }));

  return (
    <>
      <BusinessRegistrationScreen
        data={data}
        shareholders={toRemoteData(stakeholders)}
        draft={draft.draft}
        onDraftChange={draft.keep}
        onDirtyChange={setDirty}
        onSubmit={(submission) => void save.run(submission)}
        submitState={save.submitState}
        errorMessage={save.errorMessage}
        dialog={dialog}
        onDialogChange={setDialog}
        onAddShareholder={(values) => change({ kind: 'add', values })}
        onUpdateShareholder={(id, values) => change({ kind: 'update', id, values })}
        onDeleteShareholder={(id) => change({ kind: 'delete', id })}
        shareholderSubmitState={showChangeState ? changeAction.submitState : 'idle'}
        shareholderErrorMessage={showChangeState ? changeAction.errorMessage : undefined}
        onBack={() => leave.guard(() => void navigate(-1))}
      />
      {leave.dialog}
    </>
  );
}
