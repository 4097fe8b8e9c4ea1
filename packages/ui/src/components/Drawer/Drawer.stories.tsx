import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { withOpener } from '../Modal/withOpener';
import { Drawer } from './Drawer';

const DrawerDemo = withOpener(Drawer, 'Open filters');

const meta: Meta<typeof Drawer> = {
  title: 'UI/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Filters',
    children: (
      <label>
        Payment reference <input name="paymentReference" />
      </label>
    ),
    footer: <Button>Apply</Button>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open filters' });
    await userEvent.click(opener);
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const input = within(drawer).getByLabelText('Payment reference');
    await waitFor(() => expect(input).toHaveFocus());
    // Slides in from the right edge.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );

    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Left: Story = {
  args: { open: true, side: 'left', size: 'sm' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
  },
};

export const BackdropClickCloses: Story = {
  args: { open: true },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Filters' });
    const backdrop = drawer.parentElement;
    if (!backdrop) throw new Error('The drawer has no backdrop');
    await userEvent.click(backdrop);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function NestedDemo() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Drawer open onClose={fn()} title="Beneficiary">
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={fn()}
        title="ARE YOU SURE YOU WANT TO Delete?"
        confirmLabel="Delete"
        tone="danger"
      />
    </Drawer>
  );
}

export const WithConfirmation: Story = {
  render: () => <NestedDemo />,
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Beneficiary' });
    const remove = within(drawer).getByRole('button', { name: 'Delete' });
    await userEvent.click(remove);
    const confirm = await page().findByRole('alertdialog');

    // Escape closes only the confirmation, and focus goes back into the drawer.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(drawer).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(document.body.style.overflow).toBe('hidden');
  },
};
