import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { FILE_PATH, SHELL_DOCUMENT } from './files';

/** What this worker uses of its global scope (the DOM's types, not the WebWorker library's). */
interface ShellWorkerScope extends EventTarget {
  /** The build's list of the shell's files with their revisions (vite-plugin-pwa). */
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
}
declare const self: ShellWorkerScope;

// The shell's own files only. Requests to the API (another origin) match no route and go to
// the network untouched: no answer, token or header is ever stored (docs/adr/022).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A reload or a typed address, online or not, opens the precached document; the app's router
// then shows the page. Addresses of files are left to the host.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_DOCUMENT), { denylist: [FILE_PATH] }),
);

/** What workbox-window's `messageSkipWaiting()` posts when the merchant accepts the update. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

// A new version waits until the merchant accepts it (the page's update offer): never forced.
self.addEventListener('message', (event) => {
  const data: unknown = 'data' in event ? event.data : undefined;
  if (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === SKIP_WAITING.type
  )
    void self.skipWaiting();
});
