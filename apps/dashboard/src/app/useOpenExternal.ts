import { trustedOrigins } from '@merchant/api';
import { UNSAFE_LINK_NOTE, safeExternalUrl, useToast } from '@merchant/ui';

/**
 * Opens an address from the server (a payment link, the gateway's invoice page) in a new tab,
 * without handing it this window (`noopener`), and only when `safeExternalUrl` lets it: else a
 * red toast shows the address as text with the note.
 */
export function useOpenExternal() {
  const toast = useToast();
  return (address: string | undefined) => {
    const safe = safeExternalUrl(address, trustedOrigins());
    if (safe) window.open(safe, '_blank', 'noopener');
    else toast.error(`${UNSAFE_LINK_NOTE} (${address ?? ''})`);
  };
}
