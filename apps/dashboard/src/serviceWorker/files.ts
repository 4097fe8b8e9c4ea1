/**
 * The service worker's address: at the site's root, so its scope is the whole dashboard. The
 * build writes it from sw.ts (shellWorker.ts), the page registers it, the hosts' headers keep
 * browsers from caching it (security/policy.ts).
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The precached document every navigation is answered with. */
export const SHELL_DOCUMENT = '/index.html';

/**
 * A path whose last segment names a file (a dot in it, before any query): such navigations go to
 * the host, not to the precached document. A dot in the query (an email searched for) does not.
 */
export const FILE_PATH = /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/;
