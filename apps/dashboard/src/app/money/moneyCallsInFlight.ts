/**
 * The instructions this document is waiting on, by ledger key: their outcome is their dialog's
 * to show, and the idle sign-out must not cut them off. The shell reads it on every page, so it
 * stands apart from the ledger.
 */
const inFlight = new Set<string>();

export const startMoneyCall = (key: string) => void inFlight.add(key);
export const endMoneyCall = (key: string) => void inFlight.delete(key);
export const isMoneyCallInFlight = (key: string) => inFlight.has(key);

/** Whether a money call of this document is waiting for its answer (the idle sign-out waits). */
export const moneyCallInFlight = () => inFlight.size > 0;
