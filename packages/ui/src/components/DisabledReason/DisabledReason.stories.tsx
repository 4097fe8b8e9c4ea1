import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DisabledReason } from './DisabledReason';

const meta: Meta<typeof DisabledReason> = {
  title: 'UI/DisabledReason',
  component: DisabledReason,
  args: { id: 'payout-reason', children: 'You are offline. Reconnect to start a payout.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button disabled aria-describedby={args.id}>
        Initiate Payout
      </Button>
      <DisabledReason {...args} />
    </div>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const BesideADisabledButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Initiate Payout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'You are offline. Reconnect to start a payout.',
    );
  },
};

export const DarkTheme: Story = { ...BesideADisabledButton, globals: { theme: 'dark' } };
