/**
 * How the JavaScript a dashboard page needs before it renders is cut into files (docs/adr/008,
 * issue 17). Left to the automatic splitting, each set of pages sharing a module gets a file of
 * its own: a list page asked for 40 files, most under 1 KiB, each a request on a phone's
 * connection (six at a time over HTTP/1.1, so a seventh waits a round trip) and each compressed
 * on its own.
 *
 * - `app`: the entry and everything it imports statically (the sign-in page), one file.
 * - `shell`: what every dashboard page loads: the dashboard's layout and all it renders with
 *   (zod, SWR and ofetch, the API client's core, the profile, currencies and onboarding
 *   progress reads, dates, the menu, tooltip, badge and skeleton, the UI hooks), and the small
 *   modules most pages render with (every resource's query keys, the empty state, the status
 *   badge, the select, the loading region, the screens' layout helpers, the app's page helpers).
 * - `forms`: react-hook-form and the screens' form kit (bound fields, form layout), shared by
 *   every form, but the bound upload and amount, which go with their inputs (each form loaded
 *   both, 5.1 KiB in two more requests, beside the kit's file on its form's path); `fields`: the
 *   design system's inputs those fields render, but the file upload, which keeps the automatic
 *   split (one file for the pages and dialogs with an upload: in `fields`, the payout accounts'
 *   radios brought it along, 2.8 KiB); `dialogs`: the modal and the confirmation, which some
 *   lists open without a form; `formFrame`: what an onboarding or KYC page draws before its
 *   form's code arrives (the frame, the page titles, the rules and messages its route's schema
 *   reads, the app's draft, leave guard and bank options), so that page paints without `forms`
 *   (its form body is a lazy part, issue 17) in one round of at most six requests; `onboarding`
 *   and `kyc`: the form parts the onboarding and KYC forms share (uploads, actions, the KYC form
 *   and document rules); `businessCalls`: the onboarding, KYC, reference and business settings
 *   calls, which those forms, compliance and the settings pages share (left to the automatic
 *   split, they were eight files under 2 KiB). Only these modules, not their dependencies, so a
 *   list that opens a confirmation does not load react-hook-form.
 * The rest (each page, what a click needs: dialog flows, the filter form, exports) keeps the
 * automatic split.
 */
const node = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const source = (path: string) => new RegExp(`[\\\\/]${path.replaceAll('/', '[\\\\/]')}`);

const SHELL = [
  node('zod|swr|ofetch|ufo|destr|dayjs|use-sync-external-store|dequal'),
  source('packages/api/src/(core|shell/profile|reference/currencies|onboarding/progress)/'),
  source('packages/api/src/\\w+/keys\\.ts$'),
  source('packages/ui/src/(hooks|format)/'),
  source('packages/ui/src/components/(Badge|IconButton|Menu|Popover|Skeleton|Tooltip)/'),
  source('packages/ui/src/components/(EmptyState|StatusBadge|Select|LoadingRegion)/'),
  source('packages/screens/src/layout/'),
  source('apps/dashboard/src/session/displayCurrency'),
  source('apps/dashboard/src/routes/shell/dashboard-layout/'),
  source(
    'apps/dashboard/src/app/(lazyDialog|useUrlDialog|backLink|toRemoteData|answeredView|exportFile|submitState)',
  ),
];
const KITS = {
  forms: [
    node('react-hook-form|@hookform'),
    source(
      'packages/screens/src/forms/(?!useSubmitOnce|useAccountLookup|zodMessages|RemoteView|fields/Form(FileUpload|AmountField))',
    ),
  ],
  formFrame: [
    source(
      'packages/screens/src/onboarding/(OnboardingPageLayout/|formPages\\.ts$|forms/rules\\.ts$)',
    ),
    source('packages/screens/src/onboarding/forms/components/FormPage/'),
    source('packages/screens/src/forms/RemoteView/'),
    source('packages/screens/src/kyc/components/KycForm\\.styles'),
    source('packages/screens/src/((kyc|access)/messages|forms/zodMessages)\\.ts$'),
    source('apps/dashboard/src/app/(useLeaveGuard|useFormDraft|useActiveBusinessId)'),
    source('apps/dashboard/src/routes/onboarding/useOnboardingForm'),
    source('apps/dashboard/src/routes/kyc/shared/'),
  ],
  fields: [
    source(
      'packages/ui/src/components/(Field|TextField|PhoneField|DateField|Textarea|RadioGroup)/',
    ),
  ],
  dialogs: [
    source('packages/ui/src/components/(Modal|ConfirmDialog)/'),
    source('packages/screens/src/forms/useSubmitOnce'),
  ],
  onboarding: [source('packages/screens/src/onboarding/forms/components/(?!FormPage/)')],
  kyc: [source('packages/screens/src/kyc/(components/(?!KycForm\\.styles)|documents\\.ts$)')],
  businessCalls: [
    source('packages/api/src/(onboarding|kyc|reference)/'),
    // No '/' inside a pattern: source() turns each into a separator class.
    source('packages/api/src/settings/\\w+\\.ts$'),
  ],
};
const MOCKS = /[\\/]mocks[\\/]/;
/** zod's English messages: read only when a response cannot be read (core/http.ts), on demand. */
const ZOD_LOCALES = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/;

/** The shell's file: the document asks for it early at a dashboard address (preloadShell.ts). */
export const SHELL_CHUNK = 'shell';

export const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: SHELL_CHUNK,
    test: (id: string) =>
      !MOCKS.test(id) && !ZOD_LOCALES.test(id) && SHELL.some((pattern) => pattern.test(id)),
    priority: 2,
  },
  ...Object.entries(KITS).map(([name, patterns]) => ({
    name,
    test: (id: string) => !MOCKS.test(id) && patterns.some((pattern) => pattern.test(id)),
    includeDependenciesRecursively: false,
    priority: 1,
  })),
];
