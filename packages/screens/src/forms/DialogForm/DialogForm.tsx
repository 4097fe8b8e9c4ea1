import type { FormEventHandler, ReactNode } from 'react';
import { Banner, Button, OfflineGated, type OfflineGate } from '@merchant/ui';
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
  /**
   * For a form whose submit needs the network (money above all): completes 'Reconnect to …',
   * e.g. 'refund'. Offline, the submit is disabled with that reason under it.
   */
  offlineAction?: string;
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
  offlineAction,
  submitState,
  errorMessage,
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
        {offlineAction ? <OfflineGated action={offlineAction}>{submit}</OfflineGated> : submit()}
      </FormActions>
    </FormColumn>
  );
}
