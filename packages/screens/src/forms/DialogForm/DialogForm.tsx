import type { FormEventHandler, ReactNode } from 'react';
import { Banner, Button } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { FormActions, FormColumn } from '../layout';

export interface DialogFormProps {
  /** Names the form for assistive technology, usually the dialog's title. */
  label: string;
  /** The submit handler, usually `submit` from useDialogForm. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel: closes the dialog; it waits while the request is in flight, as ConfirmDialog does. */
  onCancel: () => void;
  /** The submit button's text, e.g. 'Create Customer'. */
  submitLabel: string;
  /** Keeps the submit button disabled, e.g. until the spec's required fields are given. */
  submitDisabled?: boolean;
  /** Progress of the request: 'pending' makes the submit button busy. */
  submitState: SubmitState;
  /** The server's message, shown above the fields while `submitState` is 'error'. */
  errorMessage?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The body of every form in a dialog: the server's error on top (the fields keep what was
 * typed), the fields, then Cancel and the submit button. One layout, so every form dialog
 * reads and behaves alike.
 */
export function DialogForm({
  label,
  onSubmit,
  onCancel,
  submitLabel,
  submitDisabled = false,
  submitState,
  errorMessage,
  children,
}: DialogFormProps) {
  return (
    <FormColumn noValidate aria-label={label} onSubmit={onSubmit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={submitState === 'pending'}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitDisabled} loading={submitState === 'pending'}>
          {submitLabel}
        </Button>
      </FormActions>
    </FormColumn>
  );
}
