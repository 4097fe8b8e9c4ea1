import { loginKey } from '../../session/loginKey';

/**
 * Where the money ledger lives, and who is told when it changes: the part of the ledger every
 * list page reads at once, to know whether anything waits there (moneyLedger.ts has the rest).
 */
const LEDGER_PREFIX = 'merchant-money:';

const listeners = new Set<() => void>();

/**
 * Per login on this device, so a sign-out (which clears the session storage) or an expired
 * session does not forget a payout in flight; a session without a login key keeps its own.
 */
export function ledgerStorage(): { store: Storage; name: string } {
  const login = loginKey();
  return login
    ? { store: localStorage, name: `${LEDGER_PREFIX}${login}` }
    : { store: sessionStorage, name: `${LEDGER_PREFIX}session` };
}

export function notifyLedgerChanged() {
  listeners.forEach((listener) => listener());
}

/** Re-renders on any change of the ledger, in this tab or another of the same login. */
export function subscribeToLedger(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(LEDGER_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw text of the ledger (null when empty), so React compares snapshots by value. */
export function ledgerSnapshot(): string | null {
  const { store, name } = ledgerStorage();
  return store.getItem(name);
}
