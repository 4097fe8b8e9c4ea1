import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { UpdateOffer } from '@merchant/screens';
import { SERVICE_WORKER_PATH } from './files';
import { declineUpdate, offerUpdate, offeredReload, subscribeUpdateOffer } from './updateOffer';

let registered = false;

/**
 * Registers the shell's service worker (Workbox waits for the window's load event first) and
 * offers each new version it finds waiting, on this visit or left from an earlier one.
 */
export function registerShellWorker(): void {
  if (registered) return;
  registered = true;
  const workbox = new Workbox(SERVICE_WORKER_PATH);
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      // The new worker takes over only when asked; the page reloads once it controls it.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register();
}

/** The offer of a waiting version, when there is one and no form holds unsaved changes. */
export function ShellUpdateOffer() {
  const reload = useSyncExternalStore(subscribeUpdateOffer, offeredReload);
  return reload ? <UpdateOffer onReload={reload} onLater={declineUpdate} /> : null;
}
