/**
 * Addresses the server sends (payment link URLs, chargeback proofs, KYC documents, logos) are
 * opened or shown only when they are `https:`, or on an origin the app trusts (its configured API
 * and file hosts, which may be plain http on a development machine). Anything else, including
 * `javascript:`, `data:` and relative paths, is refused: the caller shows it as text with a note.
 */
export function safeExternalUrl(
  address: string | null | undefined,
  trustedOrigins: readonly string[] = [],
): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || trustedOrigins.includes(url.origin) ? url.href : null;
}

/** The note beside an address that was not opened. */
export const UNSAFE_LINK_NOTE = 'Not opened: this address is not a secure (https) link.';
