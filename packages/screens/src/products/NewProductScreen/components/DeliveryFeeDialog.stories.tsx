import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryFeeDialog } from './DeliveryFeeDialog';

const meta: Meta<typeof DeliveryFeeDialog> = {
  title: 'Screens/Products/NewProduct/DeliveryFeeDialog',
  component: DeliveryFeeDialog,
  args: { open: true, onClose: fn(), onAdd: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Delivery Fee' }));

/** Fee type and Amount: Add fee hands the named fee on as a number. */
export const Default: Story = {
  play: async ({ args }) => {
    const fee = await dialog();
    await expect(fee.getByText('e.g. Delivery within Lagos')).toBeVisible();
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Lagos delivery');
    await userEvent.type(fee.getByLabelText(/Amount/), '1500.5');
    await expect(fee.getByLabelText(/Amount/)).toHaveValue('1,500.5');
    await userEvent.click(fee.getByRole('button', { name: 'Add fee' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      { name: 'Lagos delivery', fee: 1500.5 },
      expect.anything(),
    );
  },
};

/** 'Add fee' stays disabled until both Fee type and Amount are filled. */
export const AddFeeNeedsBoth: Story = {
  play: async ({ args }) => {
    const fee = await dialog();
    const add = fee.getByRole('button', { name: 'Add fee' });
    await expect(add).toBeDisabled();
    await userEvent.type(fee.getByLabelText(/Fee type/), '   ');
    await userEvent.type(fee.getByLabelText(/Amount/), '500');
    await expect(add).toBeDisabled();
    await userEvent.clear(fee.getByLabelText(/Amount/));
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Pickup');
    await expect(add).toBeDisabled();
    await userEvent.type(fee.getByLabelText(/Amount/), '500');
    await expect(add).toBeEnabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The fee type is sent without surrounding spaces. */
export const TrimsFeeType: Story = {
  play: async ({ args }) => {
    const fee = await dialog();
    await userEvent.type(fee.getByLabelText(/Fee type/), '  Pickup  ');
    await userEvent.type(fee.getByLabelText(/Amount/), '500');
    await userEvent.click(fee.getByRole('button', { name: 'Add fee' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ name: 'Pickup', fee: 500 }, expect.anything());
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const fee = await dialog();
    await userEvent.type(fee.getByLabelText(/Fee type/), 'Pickup');
    await userEvent.click(fee.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog', { name: 'Delivery Fee' })).toBeNull();
  },
};
