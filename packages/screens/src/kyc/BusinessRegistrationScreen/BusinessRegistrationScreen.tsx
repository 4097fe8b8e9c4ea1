import { Suspense } from 'react';
import { Card, ConfirmDialog, lazyPart, usePreload } from '@merchant/ui';
import { OnboardingPageLayout } from '../../onboarding/OnboardingPageLayout';
import { ONBOARDING_FORM_PAGES } from '../../onboarding/formPages';
import type { RemoteData, SubmitState } from '../../types';
import { RemoteView } from '../../forms/RemoteView';
import type {
  BusinessClassOption,
  RegistrationSubmission,
  SavedRegistration,
  Shareholder,
  ShareholderDialogState,
  ShareholderValues,
} from '../types';
import type { RegistrationTextValues } from './BusinessRegistrationScreen.schema';
import { ShareholderList } from './components/ShareholderList';
import { Stack } from './BusinessRegistrationScreen.styles';

// The forms' code (react-hook-form, the fields) is not needed to paint the frame, so it loads once
// the frame has painted.
const RegistrationForm = lazyPart(() =>
  import('./components/RegistrationForm').then((module) => module.RegistrationForm),
);
const ShareholderDialog = lazyPart(() =>
  import('../ShareholderDialog').then((module) => module.ShareholderDialog),
);

/** What the registration form is filled from. */
interface BusinessRegistrationData {
  /** The business classes to choose from. */
  businessClasses: readonly BusinessClassOption[];
  /** What was saved before, if anything. */
  saved?: SavedRegistration;
}

export interface BusinessRegistrationScreenProps {
  /** The business classes and the saved registration. */
  data: RemoteData<BusinessRegistrationData>;
  /** The shareholders saved so far. */
  shareholders: RemoteData<readonly Shareholder[]>;
  /** Unsaved text kept from an earlier visit. */
  draft?: Partial<RegistrationTextValues>;
  /** Called with the text that differs from the saved values, as it is typed. */
  onDraftChange?: (changed: Partial<RegistrationTextValues>) => void;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called once with the registration text and the newly chosen documents. */
  onSubmit: (submission: RegistrationSubmission) => void;
  /** Progress of the registration save. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error' ('Files sizes may be too large' by default). */
  errorMessage?: string;
  /** The open shareholder dialog (the app keeps it in the URL). */
  dialog: ShareholderDialogState | null;
  /** Opens a dialog, or closes it with null. */
  onDialogChange: (dialog: ShareholderDialogState | null) => void;
  /** Called once by the add dialog. */
  onAddShareholder: (values: ShareholderValues) => void;
  /** Called once by the edit dialog with the shareholder's id. */
  onUpdateShareholder: (id: string, values: ShareholderValues) => void;
  /** Called once by the delete confirmation. */
  onDeleteShareholder: (id: string) => void;
  /** Progress of the open dialog's add, update or delete. */
  shareholderSubmitState: SubmitState;
  /** The server's message for the open dialog while it is 'error'. */
  shareholderErrorMessage?: string;
  /** The Back link. */
  onBack: () => void;
}

function findHolder(shareholders: RemoteData<readonly Shareholder[]>, id: string | undefined) {
  return shareholders.status === 'ready'
    ? shareholders.data.find((holder) => holder.id === id)
    : undefined;
}

/**
 * /dashboard/getStarted/businessRegistration: the Company's registration (KYC). Save stays
 * disabled until the four required documents exist (chosen now or saved before) and at least
 * one shareholder is listed.
 */
export function BusinessRegistrationScreen({
  data,
  shareholders,
  draft,
  onDraftChange,
  onDirtyChange,
  onSubmit,
  submitState,
  errorMessage,
  dialog,
  onDialogChange,
  onAddShareholder,
  onUpdateShareholder,
  onDeleteShareholder,
  shareholderSubmitState,
  shareholderErrorMessage,
  onBack,
}: BusinessRegistrationScreenProps) {
  const close = () => onDialogChange(null);
  const editing = dialog?.kind === 'edit' ? findHolder(shareholders, dialog.id) : undefined;
  const deleting = dialog?.kind === 'delete' ? findHolder(shareholders, dialog.id) : undefined;
  const shareholderCount = shareholders.status === 'ready' ? shareholders.data.length : 0;
  const shareholderOpen = dialog?.kind === 'add' || editing !== undefined;
  usePreload(RegistrationForm);
  usePreload(ShareholderDialog);

  return (
    <OnboardingPageLayout {...ONBOARDING_FORM_PAGES.businessRegistration} onBack={onBack}>
      <Card>
        <RemoteView data={data}>
          {({ businessClasses, saved }) => (
            <Stack>
              <RegistrationForm
                businessClasses={businessClasses}
                saved={saved}
                draft={draft}
                onDraftChange={onDraftChange}
                onDirtyChange={onDirtyChange}
                shareholderCount={shareholderCount}
                onSubmit={onSubmit}
                submitState={submitState}
                errorMessage={errorMessage}
                shareholders={
                  <ShareholderList
                    shareholders={shareholders}
                    onAdd={() => onDialogChange({ kind: 'add' })}
                    onEdit={(id) => onDialogChange({ kind: 'edit', id })}
                    onDelete={(id) => onDialogChange({ kind: 'delete', id })}
                  />
                }
              />
            </Stack>
          )}
        </RemoteView>
      </Card>
      {shareholderOpen && (
        <Suspense fallback={null}>
          <ShareholderDialog
            open
            onClose={close}
            shareholder={editing}
            onSubmit={(values) =>
              editing ? onUpdateShareholder(editing.id, values) : onAddShareholder(values)
            }
            submitState={shareholderSubmitState}
            errorMessage={shareholderErrorMessage}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        onClose={close}
        onConfirm={() => {
          if (deleting && shareholderSubmitState !== 'pending') onDeleteShareholder(deleting.id);
        }}
        title="Delete shareholder?"
        message={
          deleting
            ? `${deleting.firstName} ${deleting.lastName} will be removed from the shareholders.`
            : undefined
        }
        confirmLabel="Delete"
        tone="danger"
        confirming={shareholderSubmitState === 'pending'}
      />
    </OnboardingPageLayout>
  );
}
