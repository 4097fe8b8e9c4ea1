import { useState } from 'react';
import { Button, CopyButton } from '@merchant/ui';
import { maskSecret } from '../webhookUrl';
import { KeyActions, KeyItem, KeyLabel, KeyValue } from './KeyRow.styles';

export interface KeyRowProps {
  /** 'Public key', 'Secret key' or 'Encryption key'. */
  label: string;
  /** The key. */
  value: string;
  /** Secret keys start masked and are revealed on request, in this component's state only. */
  secret?: boolean;
}

/** One key with its copy button ('Copied!' for 2 s) and, for secrets, Reveal / Hide. */
export function KeyRow({ label, value, secret = false }: KeyRowProps) {
  const [revealed, setRevealed] = useState(false);
  const shown = secret && !revealed ? maskSecret(value) : value;
  return (
    <KeyItem>
      <KeyLabel>{label}</KeyLabel>
      <KeyValue data-masked={secret && !revealed ? 'true' : undefined}>{shown}</KeyValue>
      <KeyActions>
        {secret && (
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={revealed}
            aria-label={`${revealed ? 'Hide' : 'Reveal'} ${label.toLowerCase()}`}
            onClick={() => setRevealed((current) => !current)}
          >
            {revealed ? 'Hide' : 'Reveal'}
          </Button>
        )}
        <CopyButton
          value={value}
          label="Copy"
          copiedLabel="Copied!"
          resetAfterMs={2000}
          aria-label={`Copy ${label.toLowerCase()}`}
        />
      </KeyActions>
    </KeyItem>
  );
}
