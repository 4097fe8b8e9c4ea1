import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewVirtualAccountDialog } from './NewVirtualAccountDialog';
import { newVirtualAccountMessages } from './NewVirtualAccountDialog.schema';

const meta: Meta<typeof NewVirtualAccountDialog> = {
  title: 'Screens/Money/NewVirtualAccountDialog',
  component: NewVirtualAccountDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(within(document.body).getByRole('dialog', { name: 'New virtual account' }));
const bvn = () => dialog().getByRole('textbox', { name: /^BVN/ });
const create = () => dialog().getByRole('button', { name: 'Create' });

export const ElevenDigits: Story = {
  play: async ({ args }) => {
    await userEvent.type(bvn(), '2221234567');
    await expect(create()).toBeDisabled();
    await userEvent.type(bvn(), '8');
    await expect(create()).toBeEnabled();
    await userEvent.dblClick(create());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ bvn: '22212345678' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const TenDigitsRefused: Story = {
  play: async ({ args }) => {
    await userEvent.type(bvn(), '2221234567');
    await userEvent.tab();
    await expect(create()).toBeDisabled();
    await expect(await dialog().findByText(newVirtualAccountMessages.bvnDigits)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'BVN could not be verified' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('BVN could not be verified');
  },
};
