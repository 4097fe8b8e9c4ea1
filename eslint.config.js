// One flat config for the workspace. The import rules below hold the workspace's data flow:
// dashboard -> screens -> ui, dashboard -> api; ui imports nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** xlsx-js-style's functions that parse a file (docs/adr/002 keeps them out of the app). */
const SPREADSHEET_READERS = '/^(read|readFile|readFileSync|parse_zip|parse_xlscfb)$/';

/** A file that loads the library at run time: a value import, `import()` or `require()`. */
const LOADS_SPREADSHEET = [
  "ImportDeclaration[source.value='xlsx-js-style'][importKind!='type']",
  "ImportExpression[source.value='xlsx-js-style']",
  "CallExpression[callee.name='require'][arguments.0.value='xlsx-js-style']",
].join(', ');

/**
 * Every way to reach a reader: a named import or re-export, a member of `XLSX`, and, in a file
 * that loads the library, any reader member or destructured reader, since the module may be held
 * under any name (`const mod = await import('xlsx-js-style'); mod.read(...)`). A stream's own
 * `read()` in such a file is flagged too: the export code keeps to writing.
 */
const SPREADSHEET_READ_SELECTORS = [
  `ImportDeclaration[source.value='xlsx-js-style'] > ImportSpecifier[imported.name=${SPREADSHEET_READERS}]`,
  `ExportNamedDeclaration[source.value='xlsx-js-style'] > ExportSpecifier[local.name=${SPREADSHEET_READERS}]`,
  `MemberExpression[object.name=/^xlsx$/i][property.name=${SPREADSHEET_READERS}]`,
  `Program:has(${LOADS_SPREADSHEET}) MemberExpression[property.name=${SPREADSHEET_READERS}]`,
  `Program:has(${LOADS_SPREADSHEET}) MemberExpression[property.value=${SPREADSHEET_READERS}]`,
  `Program:has(${LOADS_SPREADSHEET}) ObjectPattern > Property[key.name=${SPREADSHEET_READERS}]`,
  `Program:has(${LOADS_SPREADSHEET}) ObjectPattern > Property[key.value=${SPREADSHEET_READERS}]`,
];

/** The one file that reads spreadsheets, with SheetJS as published under @e965/xlsx (docs/adr/016). */
const STATEMENT_READER = 'apps/dashboard/src/routes/money/reconciliation/statement/readTable.ts';

/** What every product file may not do with spreadsheets and animation events. */
const PRODUCT_SYNTAX_RULES = [
  ...SPREADSHEET_READ_SELECTORS.map((selector) => ({
    selector,
    message: 'xlsx-js-style is for writing only (docs/adr/002): no read functions.',
  })),
  ...[
    'JSXAttribute[name.name=/^onAnimation/]',
    "CallExpression[callee.property.name='addEventListener'][arguments.0.value=/^animation/]",
  ].map((selector) => ({
    selector,
    message:
      'The app stops CSS animation events at the window (apps/dashboard/src/app/stopAnimationEvents.ts): nothing hears them.',
  })),
];

/** Loading the statement reader's library anywhere else. */
const LOADS_STATEMENT_READER = {
  selector: [
    "ImportDeclaration[source.value='@e965/xlsx'][importKind!='type']",
    "ImportExpression[source.value='@e965/xlsx']",
  ].join(', '),
  message: `@e965/xlsx reads statements in ${STATEMENT_READER} only (docs/adr/016).`,
};

/**
 * The screens' domains: each imports the shared kits (forms, list, layout, routes, session,
 * validation and the package's top-level files) and never another domain, so a change to one
 * domain's screens cannot reach another's, and what two domains share lives in a kit named for
 * what it is. kyc and onboarding are one domain in two folders (the onboarding's pages and the
 * tabbed KYC share their forms and messages). The shell and the status catalogue compose the
 * domains, as the dashboard does, and are no zone.
 */
const SCREEN_KITS = ['forms', 'layout', 'list', 'routes', 'session', 'validation'];
const SCREEN_COMPOSERS = ['shell', 'statuses'];
const SCREEN_DOMAIN_GROUPS = [['kyc', 'onboarding']];
/** Every other folder of packages/screens/src is a domain of its own. */
const SCREEN_DOMAINS = [
  ...readdirSync(new URL('./packages/screens/src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name)
    .filter(
      (name) =>
        ![...SCREEN_KITS, ...SCREEN_COMPOSERS, ...SCREEN_DOMAIN_GROUPS.flat()].includes(name),
    )
    .map((name) => [name]),
  ...SCREEN_DOMAIN_GROUPS,
];
const screensFolder = (name) => `./packages/screens/src/${name}`;
const SCREEN_ZONES = [
  ...SCREEN_DOMAINS.map((domain) => ({
    target: domain.map(screensFolder),
    from: SCREEN_DOMAINS.filter((other) => other !== domain)
      .flat()
      .map(screensFolder),
    message: 'A screens domain imports no other: move what both need to a shared kit.',
  })),
  {
    target: SCREEN_KITS.map(screensFolder),
    from: SCREEN_DOMAINS.flat().map(screensFolder),
    message: 'A shared kit of the screens imports no domain.',
  },
];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'storybook-static/**',
      '**/mockServiceWorker.js',
      'reports/**',
      '**/test-results*/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The project does not run React Compiler, so a library it cannot memoise (TanStack Table) is no defect.
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // An import circle makes load order decide what a module sees: none is allowed.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/src/**'],
    rules: restrict([
      { group: ['@merchant/*'], message: 'ui imports nothing of ours.' },
      {
        group: ['react-router', 'react-router-dom', 'swr', 'ofetch'],
        message: 'ui stays router- and data-agnostic.',
      },
    ]),
  },
  {
    files: ['packages/screens/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: SCREEN_ZONES }] },
  },
  {
    files: ['packages/screens/src/**'],
    rules: restrict([
      {
        // The one door into api: its fetch-free contract (schemas, types, status lists).
        regex: '^@merchant/api(?!/contract$)(/.*)?$',
        message: 'Screens never fetch: of @merchant/api they import @merchant/api/contract only.',
      },
      {
        group: ['@merchant/dashboard'],
        message: 'Screens are pure: props in, callbacks out.',
      },
      {
        group: ['react-router', 'react-router-dom', 'swr', 'ofetch', 'msw'],
        message: 'Screens never route or fetch.',
      },
    ]),
  },
  {
    files: ['packages/api/src/**'],
    rules: restrict([
      {
        group: ['@merchant/ui', '@merchant/screens', '@merchant/dashboard', 'styled-components'],
        message: 'api knows no UI.',
      },
    ]),
  },
  {
    // @merchant/api/contract and what it re-exports know what the entities are, never how to
    // fetch them: screens import it, so a client or sandbox import here would reach every screen
    // bundle. scripts/facts-once.test.ts walks the whole import graph of the entry too.
    files: [
      'packages/api/src/contract/**',
      'packages/api/src/**/schemas.ts',
      'packages/api/src/**/statuses.ts',
      'packages/api/src/core/schema.ts',
    ],
    rules: restrict([
      { group: ['@merchant/*'], message: 'The contract imports nothing of ours but itself.' },
      {
        group: ['ofetch', 'swr', 'swr/*', 'msw', 'msw/*', 'react', 'dayjs'],
        message: 'The contract is fetch-free: schemas and types only.',
      },
      {
        regex:
          '^\\.\\.?/(\\.\\./)*(?!\\.)(?!((\\w+/)*schemas|core/(schema|query)|(\\w+/)*statuses|(\\w+/)*subsidiaries/filters)$)',
        message:
          'The contract is fetch-free: import core/schema, another schemas.ts or a statuses.ts only.',
      },
    ]),
  },
  {
    // docs/adr/002: the spreadsheet library only ever writes. Its readers parse untrusted files
    // (CVE-2023-30533, CVE-2024-22363); tests may read back what the app wrote. Statements are
    // read with a later SheetJS, in one file (docs/adr/016). Animation events never reach a
    // handler: the app stops them at the window.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...PRODUCT_SYNTAX_RULES, LOADS_STATEMENT_READER],
    },
  },
  {
    files: [STATEMENT_READER],
    rules: { 'no-restricted-syntax': ['error', ...PRODUCT_SYNTAX_RULES] },
  },
);
