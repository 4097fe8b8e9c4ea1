import { useState } from 'react';
import { Button, ConfirmDialog, ErrorState, LoadingRegion, Skeleton } from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsSection } from '../components/SettingsSection';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { ApiKeySet } from '../types';
import { KeyRow } from './components/KeyRow';
import { WebhookForm } from './components/WebhookForm';

/** The confirmation of 'Generate New Keys' (part 2 section 5), word for word. */
export const NEW_KEYS_CONFIRMATION =
  'New keys will be generated and the old one will become inactive. Continue ?';

export interface ApiKeysScreenProps {
  /** The saved webhook address (undefined when none is set). */
  webhook: RemoteData<string | undefined>;
  /** Called once with a valid address. */
  onSaveWebhook: (url: string) => void;
  /** Progress of the webhook save. */
  webhookState: SubmitState;
  /** The webhook save's error message. */
  webhookError?: string;
  /** The public, secret and encryption keys. */
  keys: RemoteData<ApiKeySet>;
  /** Called once the user confirms 'Generate New Keys'. */
  onGenerateKeys: () => void;
  /** Progress of the key rotation; the confirmation closes on 'success'. */
  generateState: SubmitState;
  /** The business is in Live: the webhook must be https. */
  live?: boolean;
}

/**
 * /dashboard/settings/api-webhooks: the webhook address and the API keys. Secret and
 * encryption keys stay masked until revealed, and the reveal lives only in this screen's state.
 */
export function ApiKeysScreen({
  webhook,
  onSaveWebhook,
  webhookState,
  webhookError,
  keys,
  onGenerateKeys,
  generateState,
  live = false,
}: ApiKeysScreenProps) {
  const [confirming, setConfirming] = useState(false);

  const [seenState, setSeenState] = useState(generateState);
  // The confirmation closes when the rotation ends, either way (state adjusted while rendering).
  if (generateState !== seenState) {
    setSeenState(generateState);
    if (generateState === 'success' || generateState === 'error') setConfirming(false);
  }

  return (
    <SettingsPage>
      <SettingsSection title="Webhook">
        {webhook.status === 'loading' && (
          <LoadingRegion label="Loading the webhook">
            <WebhookForm onSubmit={onSaveWebhook} submitState="idle" live={live} loading />
          </LoadingRegion>
        )}
        {webhook.status === 'error' && (
          <ErrorState message={webhook.message} onRetry={webhook.onRetry} />
        )}
        {webhook.status === 'ready' && (
          <WebhookForm
            current={webhook.data}
            onSubmit={onSaveWebhook}
            submitState={webhookState}
            errorMessage={webhookError}
            live={live}
          />
        )}
      </SettingsSection>
      <SettingsSection
        title="API keys"
        actions={
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            disabled={keys.status !== 'ready'}
          >
            Generate New Keys
          </Button>
        }
      >
        {keys.status === 'loading' && (
          <LoadingRegion label="Loading API keys">
            <Skeleton lines={3} />
          </LoadingRegion>
        )}
        {keys.status === 'error' && <ErrorState message={keys.message} onRetry={keys.onRetry} />}
        {keys.status === 'ready' && (
          <>
            <KeyRow label="Public key" value={keys.data.publicKey} />
            <KeyRow label="Secret key" value={keys.data.secretKey} secret />
            <KeyRow label="Encryption key" value={keys.data.encryptionKey} secret />
          </>
        )}
      </SettingsSection>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (generateState !== 'pending') onGenerateKeys();
        }}
        title="Generate New Keys"
        message={NEW_KEYS_CONFIRMATION}
        confirmLabel="Continue"
        tone="danger"
        confirming={generateState === 'pending'}
      />
    </SettingsPage>
  );
}
