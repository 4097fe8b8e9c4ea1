import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../chromium.config.ts';
import { BUILDS } from '../../scripts/builds.mjs';

// E2E_PORT lets several checkouts (or helpers) run journeys at once, each on its own build; the
// default port serves the demo build the test command makes (scripts/builds.mjs), made here when
// it is not of the current sources.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = PORT === 4173 ? BUILDS.demo.outDir : `dist-e2e-${PORT}`;
const BUILD =
  PORT === 4173
    ? 'node ../../scripts/builds.mjs demo > /dev/null'
    : `pnpm exec vite build --mode demo --logLevel error --outDir ${OUT_DIR}`;

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
const SWEEPS = /(fault-sweep|list-fit|layout-shift|first-render)\.spec\.ts$/;

/**
 * Journeys against the built app on the sandbox (MSW in the browser), in Debian's Chromium.
 * The build is the demo build: the same bundle a merchant gets, plus the sandbox.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: PORT === 4173 ? 'test-results' : `test-results-${PORT}`,
  // Files run side by side in two workers: each test has its own browser context, and the
  // sandbox keeps its data in that context's storage, so no journey sees another's changes.
  // Tests of one file stay in order (several build on what an earlier one left).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds scripts/test-timings.mjs: where the journeys' time goes.
  reporter: [['list'], ['json', { outputFile: '../../reports/journeys.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace slows every test that passes; a failing test's retry records one.
    trace: 'on-first-retry',
    acceptDownloads: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // The sweeps are single long journeys: listed first, they start early, each in a worker of
  // its own, while the other files share what is left; last in line, they would run alone
  // at the end (the fault sweep's own options give it a worker of its own, which Playwright
  // schedules after every file of the default one).
  projects: [
    { name: 'sweeps', testMatch: SWEEPS, use: CHROMIUM },
    { name: 'chromium', testIgnore: SWEEPS, use: CHROMIUM },
  ],
  webServer: {
    command: `${BUILD} && node ../../scripts/serve-static.mjs --dir ${OUT_DIR} --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
