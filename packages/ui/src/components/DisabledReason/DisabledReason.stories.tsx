import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetworkProvider } from '../../network';
import { Button } from '../Button';
import { Menu } from '../Menu';
import { DisabledReason } from './DisabledReason';
import { OfflineGated } from './OfflineGated';

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

/** The gate offline: the control disabled and its reason under it, from one hook. */
export const OfflineGatedControl: Story = {
  render: () => (
    <NetworkProvider offline>
      <OfflineGated action="log a refund">
        {(gate) => (
          <Menu
            label="Log a refund"
            disabled={gate.disabled}
            describedBy={gate.reason && gate.reasonId}
            items={[{ label: 'Log a single refund', onSelect: () => undefined }]}
          />
        )}
      </OfflineGated>
    </NetworkProvider>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Log a refund' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription(
      'You are offline. Reconnect to log a refund.',
    );
  },
};

/** Online, the control renders alone. */
export const OfflineGatedOnline: Story = {
  render: () => (
    <OfflineGated action="make a transfer">
      {(gate) => <Button disabled={gate.disabled}>Make a Transfer</Button>}
    </OfflineGated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Make a Transfer' })).toBeEnabled();
    await expect(canvas.queryByText(/You are offline/)).toBeNull();
  },
};
