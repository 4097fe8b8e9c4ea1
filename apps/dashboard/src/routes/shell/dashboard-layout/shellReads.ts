/**
 * The reads the dashboard's shell makes on every page (DashboardLayoutRoute: the profile, which
 * the shell waits for, the currencies and the onboarding progress). main.tsx starts them with
 * the page's code instead of after it (`prefetch`, issue 17). They are paths, not operations:
 * an operation brings its schemas, which the sign-in page's first bundle must not carry; the
 * api package's openapi.test.ts checks each is a GET of the operation table.
 */
export const SHELL_READS = [
  '/subsidiary/dashboard/me',
  '/subsidiary/dashboard/service/currencies',
  '/subsidiary/dashboard/onboarding/percentage',
] as const;
