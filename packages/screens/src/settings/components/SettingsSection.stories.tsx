import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@merchant/ui';
import { SettingsSection } from './SettingsSection';

const meta: Meta<typeof SettingsSection> = {
  title: 'Screens/Settings/SettingsSection',
  component: SettingsSection,
  args: { title: 'Business Information', children: 'Content', actions: <Button>Edit</Button> },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Business Information' });
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
