/**
 * How the JavaScript a dashboard page needs before it renders is cut into files (docs/adr/008,
 * issue 17). Left to the automatic splitting, each set of pages sharing a module gets a file of
 * its own: a list page asked for 40 files, most under 1 KiB, each a request on a phone's
 * connection (six at a time over HTTP/1.1) and each compressed on its own.
 *
 * - `app`: the entry and everything it imports statically (the sign-in page), one file.
 * - `shell`: what the dashboard's layout renders with, one file every dashboard page loads
 *   anyway: zod, SWR and ofetch, the API client's core, the profile, reference and onboarding
 *   reads, dates, the shell's kit (menu, tooltip, badge, skeleton, the UI hooks).
 * - `kit`: small modules most pages render with: every resource's query keys, the empty state,
 *   the status badge, the select, the app's page helpers (a few hundred bytes each), when at
 *   least four chunks use them. Only these modules: not their dependencies, which are in the
 *   shell or the entry.
 * The rest (each page, what a click needs: dialogs, the filter form, exports) keeps the
 * automatic split.
 */
const node = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const SHELL = [
  node('zod|swr|ofetch|ufo|destr|dayjs|use-sync-external-store|dequal'),
  /[\\/]packages[\\/]api[\\/]src[\\/](core|profile|reference|onboarding)[\\/]/,
  /[\\/]packages[\\/]ui[\\/]src[\\/](hooks|format)[\\/]/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Badge|IconButton|Menu|Popover|Skeleton|Tooltip)[\\/]/,
  /[\\/]apps[\\/]dashboard[\\/]src[\\/]session[\\/]displayCurrency/,
];
const KIT = [
  /[\\/]packages[\\/]api[\\/]src[\\/]\w+[\\/]keys\.ts$/,
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](EmptyState|StatusBadge|Select)[\\/]/,
  /[\\/]apps[\\/]dashboard[\\/]src[\\/]app[\\/](lazyDialog|useUrlDialog|backLink|toRemoteData|answeredView|exportFile|submitState)/,
];
const MOCKS = /[\\/]mocks[\\/]/;
/** zod's English messages: read only when a response cannot be read (core/http.ts), on demand. */
const ZOD_LOCALES = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;

export const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'shell',
    test: (id: string) =>
      !MOCKS.test(id) && !ZOD_LOCALES.test(id) && SHELL.some((pattern) => pattern.test(id)),
    priority: 2,
  },
  {
    name: 'kit',
    test: (id: string) => !MOCKS.test(id) && KIT.some((pattern) => pattern.test(id)),
    minShareCount: 4,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];
