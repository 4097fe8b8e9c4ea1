/**
 * Whether to offer the waiting new version now. The service worker's registration says a version
 * waits (`offerUpdate`); a form with unsaved changes holds the offer until it is saved or left
 * (`holdUpdateOffer`, from useLeaveGuard), so no reload is ever suggested over typed work.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let reload: (() => void) | undefined;
let unsavedForms = 0;

function changed() {
  for (const listener of listeners) listener();
}

/** A new version waits; `switchVersion` activates it and reloads, on the merchant's click only. */
export function offerUpdate(switchVersion: () => void): void {
  reload = switchVersion;
  changed();
}

/** 'Later': the offer goes until the next visit, which offers the still-waiting version again. */
export function declineUpdate(): void {
  reload = undefined;
  changed();
}

/** Holds the offer while a form has unsaved changes; returns what releases it (once). */
export function holdUpdateOffer(): () => void {
  unsavedForms += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unsavedForms -= 1;
    changed();
  };
}

/** The reload to offer now, or undefined: no new version, or a form holds unsaved changes. */
export function offeredReload(): (() => void) | undefined {
  return unsavedForms === 0 ? reload : undefined;
}

export function subscribeUpdateOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
