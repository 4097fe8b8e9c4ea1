/**
 * The reads the dashboard's shell makes on every page (DashboardLayoutRoute: the profile, which
 * the shell waits for, the currencies and the onboarding progress). main.tsx starts them with
 * the page's code instead of after it (`prefetch`, issue 17); shellReads.test.ts checks that
 * the API client still calls these paths.
 */
export const SHELL_READS = [
  '/subsidiary/dashboard/me',
  '/subsidiary/dashboard/service/currencies',
  '/subsidiary/dashboard/onboarding/percentage',
] as const;
