import type { FormEventHandler, ReactNode } from 'react';
import { Button, OfflineGated, type OfflineGate } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { FormActions, FormColumn } from '../layout';
import { SubmitError } from '../SubmitError';
import { CrowdedActions } from './DialogForm.styles';

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
  /**
   * For a form whose submit needs the network (money above all): completes 'Reconnect to …',
   * e.g. 'refund'. Offline, the submit is disabled with that reason under it.
   */
  offlineAction?: string;
  /** Progress of the request: 'pending' makes the submit button busy. */
  submitState: SubmitState;
  /** The server's message, shown above the fields while `submitState` is 'error'. */
  errorMessage?: string;
  /**
   * What the form acts on, above the server's error, e.g. the payouts an OTP approves: the
   * merchant reads it first, and an error then sits next to the field to correct.
   */
  summary?: ReactNode;
  /** One more button before Cancel, e.g. 'Resend OTP', with its own busy and disabled states. */
  extraAction?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The body of every form in a dialog: what it acts on if told, the server's error (the fields
 * keep what was typed), the fields, then Cancel and the submit button. One layout, so every
 * form dialog reads and behaves alike.
 */
export function DialogForm({
  label,
  onSubmit,
  onCancel,
  submitLabel,
  submitDisabled = false,
  offlineAction,
  submitState,
  errorMessage,
  summary,
  extraAction,
  children,
}: DialogFormProps) {
  const submit = (gate?: OfflineGate) => (
    <Button
      type="submit"
      disabled={submitDisabled || gate?.disabled}
      aria-describedby={gate?.reason && gate.reasonId}
      loading={submitState === 'pending'}
    >
      {submitLabel}
    </Button>
  );
  // Three buttons sit closer, so they stay on one line in a small dialog.
  const Actions = extraAction ? CrowdedActions : FormActions;
  return (
    <FormColumn noValidate aria-label={label} onSubmit={onSubmit}>
      {summary}
      <SubmitError submitState={submitState} message={errorMessage} />
      {children}
      <Actions>
        {extraAction}
        <Button variant="secondary" onClick={onCancel} disabled={submitState === 'pending'}>
          Cancel
        </Button>
        {offlineAction ? <OfflineGated action={offlineAction}>{submit}</OfflineGated> : submit()}
      </Actions>
    </FormColumn>
  );
}
