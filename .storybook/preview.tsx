import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LinkProvider, ThemeProvider, type ThemeName } from '@merchant/ui';
import { StoryLink } from './StoryLink';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // An axe violation fails the story test (TOOLCHAIN.md).
    a11y: { test: 'error' },
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
