import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusyMessage } from './BusyMessage';

const meta: Meta<typeof BusyMessage> = {
  title: 'Screens/Access/Parts/BusyMessage',
  component: BusyMessage,
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Busy: Story = {
  render: () => <BusyMessage>Verifying your email…</BusyMessage>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifying your email…',
    );
  },
};
