import { Banner, Button } from '@merchant/ui';
import type { SubmitState } from '../../../../types';
import { Actions, Root } from './FormActions.styles';

/** The confirmation shown under a form once it is saved and unchanged since. */
export const SAVED_MESSAGE = 'Saved. Your onboarding progress has been updated.';

export interface FormActionsProps {
  /** The save's progress: 'pending' makes Save busy (and ignore clicks). */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** The form is saved and unchanged since: the confirmation shows. */
  saved: boolean;
  /** The Save button's text while sending, e.g. 'Uploading…' for forms with files. */
  pendingLabel?: string;
}

/**
 * The foot of an onboarding form: the server's refusal (announced at once, the fields keep
 * what was typed), the saved confirmation, and Save, which cannot be pressed twice.
 */
export function FormActions({
  submitState,
  errorMessage,
  saved,
  pendingLabel = 'Saving…',
}: FormActionsProps) {
  const pending = submitState === 'pending';
  return (
    <Root>
      {submitState === 'error' && errorMessage && (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      )}
      {saved && <Banner tone="green">{SAVED_MESSAGE}</Banner>}
      <Actions>
        <Button type="submit" loading={pending}>
          {pending ? pendingLabel : 'Save'}
        </Button>
      </Actions>
    </Root>
  );
}
