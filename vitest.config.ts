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
            'apps/dashboard/src/**/*.test.ts',
          ],
        },
      },
      {
        // Behaviour tests of components (ui, and the app's own) in real Chromium.
        plugins: [react()],
        test: {
          name: 'components',
          include: ['packages/ui/src/**/*.test.tsx', 'apps/dashboard/src/**/*.test.tsx'],
          browser: browser('components:chromium'),
        },
      },
      {
        // Every story is a test: play functions plus an axe check (parameters.a11y.test = 'error').
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        // The preview's imports escape Vite's dependency scan; a late discovery reloads the
        // browser mid-run and fails a test file, so they are listed here.
        optimizeDeps: { include: ['storybook/actions'] },
        test: { name: 'storybook', browser: browser('storybook:chromium') },
      },
    ],
  },
});
