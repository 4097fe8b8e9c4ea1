/**
 * The reads the entry starts at a dashboard address before any code asks for them (main.tsx,
 * `preloadDashboardPage`, issue 17), so they travel beside the shell's and the page's code
 * instead of after it. They are paths, not operations: an operation brings its schemas, which
 * the sign-in page's first bundle must not carry; the api package's openapi.test.ts checks each
 * is a GET of the operation table. The first `request` for the path takes the response.
 */

/**
 * What the shell waits for on every dashboard page: the profile. The shell's other reads, the
 * currencies and the onboarding progress, start once the page has painted (`PagePainted`):
 * each is cross-origin with a bearer token, so each has its own CORS preflight, and on a phone's
 * connection two more connections beside the entry's download slowed the first paint by
 * 0.3-0.5 s (Lighthouse's simulated LCP, median of 3, docs/adr/011) for a select's options and
 * a figure the shell does not show; started before the page painted, they were still on the
 * page's critical path.
 */
export const SHELL_READS = ['/subsidiary/dashboard/me'] as const;

/**
 * The onboarding progress, for the pages made of it (the route table's `firstReads`): the
 * checklist's steps, and the terms, which show nothing until it says whether they were accepted.
 */
export const ONBOARDING_PROGRESS_READ = '/subsidiary/dashboard/onboarding/percentage';
