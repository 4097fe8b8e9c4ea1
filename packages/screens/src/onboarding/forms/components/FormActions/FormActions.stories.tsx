import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormActions, SAVED_MESSAGE } from './FormActions';

const meta: Meta<typeof FormActions> = {
  title: 'Screens/OnboardingForms/Parts/FormActions',
  component: FormActions,
  args: { submitState: 'idle', saved: false },
  render: (args) => (
    <form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
      <FormActions {...args} />
    </form>
  ),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  args: { submitState: 'pending', pendingLabel: 'Uploading…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Uploading…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'BVN could not be verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'BVN could not be verified',
    );
  },
};

export const Saved: Story = {
  args: { submitState: 'success', saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SAVED_MESSAGE)).toBeVisible();
  },
};
