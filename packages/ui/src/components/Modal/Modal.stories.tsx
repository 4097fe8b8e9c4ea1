import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from './Modal';
import { withOpener } from './withOpener';

const ModalDemo = withOpener(Modal, 'Open dialog');

const form = (
  <div style={{ display: 'grid', gap: 12 }}>
    <label>
      Fee type <input name="feeType" />
    </label>
    <label>
      Amount <input name="amount" inputMode="decimal" />
    </label>
  </div>
);

const meta: Meta<typeof Modal> = {
  title: 'UI/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Delivery Fee',
    children: form,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Add fee</Button>
      </>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  return page().findByRole('dialog', { name: 'Delivery Fee' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.parentElement?.parentElement).toBe(document.body);
    await waitFor(() => expect(within(dialog).getByLabelText('Fee type')).toHaveFocus());
  },
};

export const TabCyclesInside: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const dialogScope = within(dialog);
    const feeType = dialogScope.getByLabelText('Fee type');
    await waitFor(() => expect(feeType).toHaveFocus());

    await userEvent.tab();
    await expect(dialogScope.getByLabelText('Amount')).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    const addFee = dialogScope.getByRole('button', { name: 'Add fee' });
    await expect(addFee).toHaveFocus();
    await userEvent.tab();
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(feeType).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(dialogScope.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await openDialog(canvasElement);

    await userEvent.keyboard('{Escape}');

    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('The dialog has no backdrop');

    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropClickDisabled: Story = {
  args: { closeOnBackdropClick: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('The dialog has no backdrop');

    await userEvent.click(backdrop);

    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const LocksPageScroll: Story = {
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  },
};

export const WithDescription: Story = {
  args: {
    open: true,
    title: 'Topup Balance',
    description: 'Transfer to this account to fund your NGN wallet.',
    children: <p>Account number 0123456789</p>,
    footer: undefined,
  },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Topup Balance' });
    await expect(dialog).toHaveAccessibleDescription(
      'Transfer to this account to fund your NGN wallet.',
    );
    // With nothing to fill in, focus lands on the only control: Close.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
  },
};

export const Small: Story = { args: { open: true, size: 'sm' } };
export const Large: Story = { args: { open: true, size: 'lg' } };
