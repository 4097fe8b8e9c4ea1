import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BusyMessage } from './BusyMessage';
import { SubmitError } from '../../forms/SubmitError';

const meta: Meta<typeof SubmitError> = {
  title: 'Screens/Access/Parts/SubmitError',
  component: SubmitError,
  args: { submitState: 'error', message: 'Invalid email or password' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid email or password',
    );
  },
};

/** While the form is sent again, the old message hides. */
export const HiddenWhileRetrying: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Busy: StoryObj<typeof BusyMessage> = {
  render: () => <BusyMessage>Verifying your email…</BusyMessage>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifying your email…',
    );
  },
};
