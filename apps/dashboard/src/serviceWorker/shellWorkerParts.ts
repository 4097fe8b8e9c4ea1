import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from './files';
import { offerUpdate } from './updateOffer';

// The offer's banner travels in this file too: it shows only after a registration found a version.
export { UpdateOffer } from '@merchant/screens';

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
