/**
 * The reads the dashboard's shell makes on every page (DashboardLayoutRoute): the profile, which
 * the shell waits for, then the currencies and the onboarding progress, which it does not.
 *
 * - The profile: main.tsx starts it with the page's code instead of after it (`prefetch`,
 *   issue 17). It is a path, not an operation: an operation brings its schemas, which the
 *   sign-in page's first bundle must not carry; the api package's openapi.test.ts checks it is a
 *   GET of the operation table.
 * - The currencies and the progress start once the shell has painted (`useAfterFirstPaint`).
 *   Each read is cross-origin with a bearer token, so each has its own CORS preflight: on a
 *   phone's connection two more connections set up beside the entry's download slowed the first
 *   paint by 0.3-0.5 s (Lighthouse's simulated LCP, median of 3, docs/adr/011), for a select's
 *   options and a figure the shell does not show.
 */
export const SHELL_READS = ['/subsidiary/dashboard/me'] as const;
