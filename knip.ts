import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies fail `pnpm knip` (a step of the test command).
 * Plugins find the rest of the entries themselves: Vite, Vitest (tests, stories through the
 * Storybook addon), Playwright (journeys), Storybook (stories, preview), ESLint, Prettier.
 * Packages' `exports` maps are their public entries; `includeEntryExports` makes an export that
 * no workspace imports count as unused, so the public API holds only what the app uses.
 * MSW's worker file (apps/dashboard/sandbox-public, served by the demo and by Storybook) lies
 * outside `project`.
 * A lazy import must name what it takes (`import(m).then(({ x }) => x)` or
 * `const { x } = await import(m)`): knip reads `(await import(m)).x` as using all of m.
 */
const config: KnipConfig = {
  // The api's two entries list names no workspace imports yet: the contract names every entity
  // (ADR 012) and the root entry the client's building blocks. Their exports.test.ts snapshots
  // pin both lists, so a name joins or leaves them on purpose there.
  ignoreIssues: {
    'packages/api/src/index.ts': ['exports', 'types'],
    'packages/api/src/contract/index.ts': ['exports', 'types'],
  },
  workspaces: {
    '.': {
      // Scripts run by hand or by scripts/test.sh.
      entry: ['scripts/*.mjs'],
      project: ['*.ts', 'scripts/**/*.{ts,tsx,mjs}', '.storybook/**/*.{ts,tsx}'],
    },
    bench: {
      // The lab (bench/README.md): each bench is run by hand; its page is built by its .mjs.
      entry: ['*.mjs', 'table/main.tsx', 'reconcile/main.ts', 'export/main.ts'],
      project: ['**/*.{ts,tsx,mjs}'],
    },
    'apps/dashboard': {
      // The shim's stand-in is reached through a build alias (productionAliases.ts), not an import.
      // The service worker is built on its own by vite-plugin-pwa (shellWorker.ts).
      entry: [
        'src/main.tsx',
        'src/router.tsx',
        'src/app/useSyncExternalStore.ts',
        'src/serviceWorker/sw.ts',
      ],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'],
      includeEntryExports: true,
    },
    'packages/*': {
      project: ['src/**/*.{ts,tsx}'],
      includeEntryExports: true,
    },
  },
};

export default config;
