import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button';
import { ThemeProvider } from './ThemeProvider';

const meta: Meta<typeof ThemeProvider> = {
  title: 'UI/ThemeProvider',
  component: ThemeProvider,
  args: {
    children: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </div>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const background = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--md-color-bg-canvas').trim();

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await expect(background()).toBe('#f7f8fa');
    await expect(within(canvasElement).getByRole('button', { name: 'Primary' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async () => {
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    // The theme is a CSS change: the same custom property now holds the dark value.
    await expect(background()).toBe('#0c0f17');
  },
};
