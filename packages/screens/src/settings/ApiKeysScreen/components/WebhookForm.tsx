import { useState } from 'react';
import { Banner, Button, TextField } from '@merchant/ui';
import type { SubmitState } from '../../../types';
import { SettingsActions, SettingsForm } from '../../components/SettingsSection.styles';
import { displayWebhook, isWebAddress } from '../webhookUrl';
import { CurrentUrl } from './WebhookForm.styles';

const INVALID_ADDRESS = 'Enter an http or https address with a domain';
const INVALID_LIVE_ADDRESS = 'Enter an https address with a domain: Live webhooks are https only';

export interface WebhookFormProps {
  /** The saved address, if any. */
  current?: string;
  /** Called once with a valid http(s) address. */
  onSubmit: (url: string) => void;
  /** Progress of the save. */
  submitState: SubmitState;
  /** The server's message, or the spec's fallback, while `submitState` is 'error'. */
  errorMessage?: string;
  /** The business is in Live: only an https address is accepted. */
  live?: boolean;
  /**
   * The saved address is still being read: the form shows, locked, with the same lines, so
   * the keys below do not move when it arrives (layout-shift.spec.ts).
   */
  loading?: boolean;
}

/** The webhook address: shown (cut when long) and editable; 'Add webUrl' needs a valid one. */
export function WebhookForm({
  current,
  onSubmit,
  submitState,
  errorMessage,
  live = false,
  loading = false,
}: WebhookFormProps) {
  const [url, setUrl] = useState(current ?? '');
  // Said once the merchant leaves the field, not at the first character typed.
  const [left, setLeft] = useState(false);
  const pending = submitState === 'pending';
  const valid = isWebAddress(url, live);
  return (
    <SettingsForm
      noValidate
      aria-label="Webhook"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !pending && !loading) onSubmit(url.trim());
      }}
    >
      <CurrentUrl>
        Current webhook:{' '}
        {loading ? (
          <span>…</span>
        ) : (
          <span title={current}>{current ? displayWebhook(current) : 'None set'}</span>
        )}
      </CurrentUrl>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="Webhook URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        maxLength={2048}
        placeholder="https://example.com/webhooks"
        helpText={
          live
            ? 'An https address with a domain (Live).'
            : 'An http or https address with a domain.'
        }
        value={url}
        disabled={loading}
        onChange={(event) => setUrl(event.target.value)}
        onBlur={() => setLeft(true)}
        error={
          left && url !== '' && !valid ? (live ? INVALID_LIVE_ADDRESS : INVALID_ADDRESS) : undefined
        }
      />
      <SettingsActions>
        <Button type="submit" disabled={!valid || loading} loading={pending}>
          Add webUrl
        </Button>
      </SettingsActions>
    </SettingsForm>
  );
}
