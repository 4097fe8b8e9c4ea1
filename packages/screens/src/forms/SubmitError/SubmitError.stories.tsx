import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SubmitError } from './SubmitError';

const meta: Meta<typeof SubmitError> = {
  title: 'Screens/Forms/SubmitError',
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
