import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

/** Browser mode in Debian's Chromium; each project names its instance (names must be unique). */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const, name }],
});

/**
 * Story screenshots against their references (ADR 009). A pixel counts as changed past
 * pixelmatch's colour distance of 0.05 (anti-aliased edges are ignored); a story fails when more
 * than 0.05 % of its pixels changed, so a one-pixel border in a new colour still fails.
 */
const visualRegression = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0005 },
    // Two captures in a row must match before the comparison: on a busy host a story's last frame
    // can take longer than the default 5 s to settle, which says nothing about its pixels.
    timeout: 15_000,
    resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }: ScreenshotPath) =>
      `${root}/visual/references/${testFileDirectory}/${testFileName}/${arg}${ext}`,
    // The reference, the new image and their diff land side by side for a reviewer to open.
    resolveDiffPath: ({ root, testFileDirectory, testFileName, arg, ext }: ScreenshotPath) =>
      `${root}/visual/diffs/${testFileDirectory}/${testFileName}/${arg}${ext}`,
  },
};

interface ScreenshotPath {
  root: string;
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
}

/** The screens' story folders by first letter: the two story projects' halves. */
const STORY_SCREENS_A_K = 'packages/screens/src/[a-k]*/**';
const STORY_SCREENS_L_Z = 'packages/screens/src/[l-z]*/**';

/**
 * Stories as tests: play functions plus an axe check (parameters.a11y.test = 'error'), then a
 * screenshot against the reference (visual.setup.ts); `exclude` leaves out the other half.
 */
const storyProject = (name: string, exclude: string[]) => ({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // The preview's imports escape Vite's dependency scan; a late discovery reloads the browser
  // mid-run and fails a test file, so they are listed here.
  optimizeDeps: { include: ['storybook/actions'] },
  test: {
    name,
    exclude,
    // Stories share no state (each renders anew, MSW handlers reset per story), so one page
    // serves every file of the project instead of a new one per file.
    isolate: false,
    setupFiles: ['./.storybook/visual.setup.ts'],
    browser: { ...browser(`${name}:chromium`), expect: visualRegression },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Logic in Node: formatters, validation, export, the api client against MSW.
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'apps/dashboard/src/**/*.test.ts',
          ],
        },
      },
      {
        // Behaviour tests of components and hooks (ui, api, and the app's own) in real Chromium.
        plugins: [react()],
        // The export's worker imports these; found late, they would reload the page mid-run.
        optimizeDeps: {
          include: [
            '@merchant/ui > comlink',
            '@merchant/ui > papaparse',
            '@merchant/ui > xlsx-js-style',
          ],
        },
        test: {
          name: 'components',
          include: [
            'packages/ui/src/**/*.test.tsx',
            'packages/api/src/**/*.test.tsx',
            'apps/dashboard/src/**/*.test.tsx',
          ],
          // One page for every file: each test renders into a fresh container and unmounts it,
          // so a new page per file would only repeat the start-up.
          isolate: false,
          browser: browser('components:chromium'),
        },
      },
      // Every story is a test, in two projects of about equal test time: a browser project runs
      // its files one after another in one page, and the machine has two cores.
      storyProject('storybook:ui-and-screens-a-k', [STORY_SCREENS_L_Z]),
      storyProject('storybook:screens-l-z', ['packages/ui/**', STORY_SCREENS_A_K]),
    ],
  },
});
