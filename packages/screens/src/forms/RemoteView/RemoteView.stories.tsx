import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@merchant/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemoteView } from './RemoteView';

interface Profile {
  businessName: string;
}

const meta: Meta<typeof RemoteView<Profile>> = {
  title: 'Screens/Forms/RemoteView',
  component: RemoteView,
  args: {
    data: { status: 'ready', data: { businessName: 'Lagos Fresh Foods Ltd' } },
    children: (profile: Profile) => (
      <form aria-label="Business profile">
        <TextField label="Business name" defaultValue={profile.businessName} />
      </form>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: the form mounts already filled from the data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Business profile' }));
    await expect(form.getByRole('textbox', { name: 'Business name' })).toHaveValue(
      'Lagos Fresh Foods Ltd',
    );
  },
};

/** Loading: a busy placeholder that says what loads, and no form yet. */
export const Loading: Story = {
  args: { data: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the form');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** Error: the server's message with Try again, and no form. */
export const Error: Story = {
  args: {
    data: {
      status: 'error',
      message: 'Unable to get business registration documents',
      onRetry: fn(),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to get business registration documents')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.data.status === 'error') await expect(args.data.onRetry).toHaveBeenCalledTimes(1);
  },
};
