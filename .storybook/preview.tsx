import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LinkProvider, preloadDataTable, ThemeProvider, type ThemeName } from '@merchant/ui';
import { StoryLink } from './StoryLink';

const preview: Preview = {
  // A table's engine loads after its placeholder in the app (DataTable.tsx); a story shows the
  // state it names, so the engine is in before any story renders.
  loaders: [mswLoader(), preloadDataTable],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story test (TOOLCHAIN.md).
    a11y: { test: 'error' },
    // The phone the dashboard is laid out for; a story opts in with
    // `globals: { viewport: { value: 'phone' } }`, which the vitest addon applies in tests too.
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => (
      <ThemeProvider theme={(context.globals.theme as ThemeName | undefined) ?? 'light'}>
        <LinkProvider linkComponent={StoryLink}>
          <Story />
        </LinkProvider>
      </ThemeProvider>
    ),
  ],
};

export default preview;
