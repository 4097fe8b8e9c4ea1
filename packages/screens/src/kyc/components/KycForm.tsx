import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@merchant/ui';
import { SubmitError } from '../../forms/SubmitError';
import { FormActions } from '../../forms/layout';
import type { SubmitState } from '../../types';
import { FieldGrid, FormStack } from './KycForm.styles';

export interface KycFormProps {
  /** Names the form for assistive technology (the tab's or the dialog's title). */
  label: string;
  /** The submit handler, usually `submit` from useDialogForm. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Progress of the save, from the app. */
  submitState: SubmitState;
  /** The server's message, shown above the fields while `submitState` is 'error'. */
  errorMessage?: string;
  /** Makes the submit button busy beyond a pending save (while the schema validates). */
  validating?: boolean;
  /** Keeps the submit button disabled, e.g. until an account name has resolved. */
  submitDisabled?: boolean;
  /** The submit button's text. */
  submitLabel?: string;
  /** Cancel, where the form is in a dialog. */
  onCancel?: () => void;
  /** The fields set two by two in the grid. */
  children: ReactNode;
  /** What follows the grid, full width (a description, the documents). */
  below?: ReactNode;
}

/**
 * The frame of every KYC form: the server's error on top (the fields keep what was typed),
 * the fields two by two, then Save; one layout, so the tabs and the dialog read alike.
 */
export function KycForm({
  label,
  onSubmit,
  submitState,
  errorMessage,
  validating = false,
  submitDisabled,
  submitLabel = 'Save',
  onCancel,
  children,
  below,
}: KycFormProps) {
  return (
    <FormStack noValidate aria-label={label} onSubmit={onSubmit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <FieldGrid>{children}</FieldGrid>
      {below}
      <FormActions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          disabled={submitDisabled}
          loading={submitState === 'pending' || validating}
        >
          {submitLabel}
        </Button>
      </FormActions>
    </FormStack>
  );
}
