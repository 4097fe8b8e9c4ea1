import { TextField } from '@merchant/ui';
import type { AccountLookupState } from '../../forms/useAccountLookup';

export interface AccountNameFieldProps {
  /** Where the lookup of the typed account stands. */
  lookup: AccountLookupState;
  /** Help shown before a lookup has started, if any. */
  idleHelp?: string;
}

function lookupHelp(lookup: AccountLookupState, idleHelp: string | undefined) {
  if (lookup.status === 'pending') return 'Resolving the account name…';
  if (lookup.status === 'idle') return idleHelp;
  return undefined;
}

/** The read-only account name a recipient form fills in from the lookup; its failure shows as the field's error. */
export function AccountNameField({ lookup, idleHelp }: AccountNameFieldProps) {
  return (
    <TextField
      label="Account name"
      readOnly
      value={lookup.status === 'resolved' ? lookup.accountName : ''}
      helpText={lookupHelp(lookup, idleHelp)}
      error={lookup.status === 'failed' ? lookup.message : undefined}
    />
  );
}
