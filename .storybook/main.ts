import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/screens/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // MSW's worker is the demo's own copy (package.json `msw.workerDirectory` keeps it current).
  staticDirs: ['./public', '../apps/dashboard/sandbox-public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The preview is a review tool served to designers, never to merchants: it bundles axe and
  // every story (about 1.2 MB), so Vite's 500 kB hint would print on every test run with
  // nothing to act on. The dashboard's own budgets are in scripts/bundle-report.mjs.
  viteFinal: (config) => ({
    ...config,
    build: { ...config.build, chunkSizeWarningLimit: 1500 },
  }),
};
export default config;
