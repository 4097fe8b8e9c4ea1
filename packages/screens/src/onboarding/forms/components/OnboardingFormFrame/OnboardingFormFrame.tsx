import type { FormEventHandler, ReactNode } from 'react';
import type { SubmitState } from '../../../../types';
import { FormActions } from '../FormActions';
import { Fields, FormBody } from '../OnboardingForm.styles';

export interface OnboardingFormFrameProps {
  /** The form's accessible name: the page title. */
  label: string;
  /** The form's submit handler (react-hook-form's handleSubmit). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save's progress, from the app; the fields are disabled while it is 'pending'. */
  submitState: SubmitState;
  /** react-hook-form's isSubmitting: shows the pending button before the app reports it. */
  isSubmitting: boolean;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** Whether everything on screen is saved. */
  saved: boolean;
  /** The button's text while saving ('Saving…' unless files are sent). */
  pendingLabel?: string;
  /** The fields. */
  children: ReactNode;
}

/** What every onboarding form shares: its fields in one fieldset, then Save and its state. */
export function OnboardingFormFrame({
  label,
  onSubmit,
  submitState,
  isSubmitting,
  errorMessage,
  saved,
  pendingLabel,
  children,
}: OnboardingFormFrameProps) {
  return (
    <FormBody noValidate aria-label={label} onSubmit={onSubmit}>
      <Fields disabled={submitState === 'pending'}>{children}</Fields>
      <FormActions
        submitState={isSubmitting ? 'pending' : submitState}
        errorMessage={errorMessage}
        saved={saved}
        pendingLabel={pendingLabel}
      />
    </FormBody>
  );
}
