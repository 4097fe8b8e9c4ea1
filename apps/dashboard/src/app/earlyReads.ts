import type { RouteId } from '@merchant/screens';

/**
 * The reads the entry starts at a dashboard address before any code asks for them (main.tsx,
 * `preloadDashboardPage`), so they travel beside the shell's and the page's code instead of
 * after it. They are paths, not operations: an operation brings its schemas, which the sign-in
 * page's first bundle must not carry; the api package's openapi.test.ts checks each is a GET of
 * the operation table. The first `request` for the path takes the response.
 */

/**
 * What the shell waits for on every dashboard page: the profile. The shell's other reads, the
 * currencies and the onboarding progress, start once the page has painted (`PagePainted`):
 * each is cross-origin with a bearer token, so each has its own CORS preflight, and on a phone's
 * connection two more connections beside the entry's download slow the first paint for a
 * select's options and a figure the shell does not show (docs/adr/011); started before the page
 * paints, they would be on the page's critical path.
 */
export const SHELL_READS = ['/subsidiary/dashboard/me'];

const DASHBOARD = '/subsidiary/dashboard';
const PROGRESS = `${DASHBOARD}/onboarding/percentage`;
const COUNTRIES = `${DASHBOARD}/service/countries`;
const BANKS = `${DASHBOARD}/banks`;
const KYC_PROFILE = `${DASHBOARD}/kyc/profile/view`;
const COMPLIANCE = [KYC_PROFILE, COUNTRIES, BANKS, `${DASHBOARD}/settlement/bank/get`];

/**
 * What a page opened at its own address paints nothing useful without: the saved answers and
 * the options its form shows, or the progress it is made of (the terms show nothing until it
 * says whether they were accepted). Every read here is one the page sends on mount, without a
 * query, so the page's own request takes the early response.
 */
export const PAGE_FIRST_READS: Partial<Record<RouteId, readonly string[]>> = {
  getStarted: [
    COUNTRIES,
    `${DASHBOARD}/service/business-sizes`,
    `${DASHBOARD}/business/categories`,
  ],
  onboarding: [PROGRESS],
  terms: [PROGRESS],
  personalInformation: [
    `${DASHBOARD}/onboarding/personal/information/view`,
    `${DASHBOARD}/onboarding/identification/types`,
  ],
  businessInformation: [`${DASHBOARD}/onboarding/business/information/view`],
  businessRegistration: [
    `${DASHBOARD}/business/classes`,
    `${DASHBOARD}/onboarding/business/registration/view`,
    `${DASHBOARD}/onboarding/stakeholder/view`,
  ],
  bankDetails: [BANKS, `${DASHBOARD}/onboarding/bank/view`],
  compliance: COMPLIANCE,
  complianceSettings: COMPLIANCE,
  businessSettings: [KYC_PROFILE],
};
