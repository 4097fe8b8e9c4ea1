/**
 * Who is signed in, as a key that outlives the session: what a merchant left pending with
 * money (an unanswered payout, a cooling period) must still be there after a sign-out and the
 * next sign-in of the same login, and must not be shown to another login on the same device.
 * The key is a digest of the e-mail, so the device's storage does not list who signed in.
 */
const STORAGE_KEY = 'merchant-login';

/** FNV-1a, 32 bits: a name for a storage slot, not a secret. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Called with the e-mail the merchant signs in with (the session storage keeps the key). */
export function rememberLogin(email: string) {
  sessionStorage.setItem(STORAGE_KEY, digest(email.trim().toLowerCase()));
}

/** The signed-in login's key; undefined in a session started before keys were kept. */
export function loginKey(): string | undefined {
  return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
}
