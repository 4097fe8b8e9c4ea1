import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildProduct } from '../fixtures';
import { DeleteProductDialog } from './DeleteProductDialog';

const meta: Meta<typeof DeleteProductDialog> = {
  title: 'Screens/Products/DeleteProductDialog',
  component: DeleteProductDialog,
  args: {
    open: true,
    onClose: fn(),
    onConfirm: fn(),
    product: buildProduct(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('alertdialog', { name: 'Delete product?' }));

/** Delete sends the product once, even on a double click. */
export const Default: Story = {
  play: async ({ args }) => {
    const confirm = await dialog();
    await expect(confirm.getByText(/'Ankara tote bag' will be removed/)).toBeVisible();
    await userEvent.dblClick(confirm.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(buildProduct());
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { submitState: 'pending' },
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: /Delete/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
