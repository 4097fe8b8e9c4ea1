/**
 * How the JavaScript a dashboard page needs before it renders is cut into files. Left to the
 * automatic splitting, every set of pages sharing a module gets a file of its own, and a page
 * then waits on many small requests; each group below gathers modules that load together.
 * docs/adr/008-list-page-bundle.md has the measurements behind each group.
 *
 * - `app`: the entry and what it imports statically (the sign-in page), in one file.
 * - `shell`: the dashboard's layout and what every page, or nearly every page, renders with.
 * - `forms`: react-hook-form and the screens' form kit, shared by every form; the bound upload
 *   and amount stay with their inputs, so a form without them does not load them.
 * - `fields`: the design system's inputs those forms render (not the file upload, which keeps
 *   the automatic split so a page with radios does not load it).
 * - `dialogs`: the modal and the confirmation, which some lists open without a form.
 * - `formFrame`: what an onboarding or KYC page draws before its form's code arrives, so it
 *   paints without `forms`.
 * - `onboarding`, `kyc`: the form parts the onboarding forms, or the KYC forms, share.
 * - `businessCalls`: the onboarding, KYC, reference and settings calls those forms, compliance
 *   and the settings pages share.
 * The kits hold only these modules, not their dependencies, so a list that opens a confirmation
 * does not load react-hook-form. The rest (each page, what a click needs) keeps the automatic
 * split. chunking.test.ts fails when a pattern, or a name inside one, matches no file.
 */
const node = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const source = (path: string) => new RegExp(`[\\\\/]${path.replaceAll('/', '[\\\\/]')}`);

const SHELL = [
  node('zod|swr|ofetch|ufo|destr|dayjs|use-sync-external-store|dequal'),
  source(
    'packages/api/src/(core|shell/(profile|pendingWork)|reference/currencies|onboarding/progress)/',
  ),
  // Read by the transactions and chargebacks lists and by the search alike.
  source('packages/api/src/shell/search/referenceShape'),
  source('packages/api/src/\\w+/keys\\.ts$'),
  source('packages/ui/src/(hooks|format|network)/'),
  // The offline stamp over every page and the reason beside a control that needs the network.
  source('packages/ui/src/components/(OfflineStamp|DisabledReason)/'),
  source('packages/ui/src/components/(Badge|IconButton|Menu|Popover|Skeleton|Tooltip)/'),
  source('packages/ui/src/components/(EmptyState|StatusBadge|Select|LoadingRegion)/'),
  source('packages/screens/src/layout/'),
  source('apps/dashboard/src/session/(displayCurrency|answerPartition|dataSaver|loginKey)'),
  source('apps/dashboard/src/routes/shell/dashboard-layout/'),
  source(
    'apps/dashboard/src/app/(offline/|lazyDialog|useUrlDialog|backLink|toRemoteData|exportFile|useActiveBusinessId)',
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
    source('apps/dashboard/src/app/(useLeaveGuard|useFormDraft)'),
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

/** Each file's patterns over module ids, and the modules kept out of them (chunking.test.ts). */
export const CHUNK_PATTERNS: Readonly<Record<string, readonly RegExp[]>> = {
  [SHELL_CHUNK]: SHELL,
  ...KITS,
};
export const LEFT_OUT = { mocks: MOCKS, zodLocales: ZOD_LOCALES };

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
