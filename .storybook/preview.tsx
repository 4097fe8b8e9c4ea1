import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LinkProvider, preloadLazyParts, ThemeProvider, type ThemeName } from '@merchant/ui';
import { StoryLink } from './StoryLink';

const preview: Preview = {
  // A table's engine and a form's body load after the page's first paint in the app
  // (hooks/lazyPart.ts); a story shows the state it names, so their code is in before it renders.
  loaders: [mswLoader(), preloadLazyParts],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story test (docs/conventions.md).
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
