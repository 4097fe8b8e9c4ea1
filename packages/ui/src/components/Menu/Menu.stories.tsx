import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DownloadIcon, LogOutIcon, TrashIcon } from '../../icons/icons';
import { Modal } from '../Modal';
import { Menu } from './Menu';

const meta: Meta<typeof Menu> = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    label: 'Export',
    icon: <DownloadIcon size={16} />,
    items: [
      { label: '.csv', onSelect: fn() },
      { label: '.xls', onSelect: fn() },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);

    const menu = await page().findByRole('menu', { name: 'Export' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '.csv' })).toHaveFocus());
    await userEvent.click(within(menu).getByRole('menuitem', { name: '.xls' }));
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.items[0]?.onSelect).not.toHaveBeenCalled();
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  args: {
    label: 'Log a refund',
    icon: undefined,
    items: [
      { label: 'Log a single refund', onSelect: fn() },
      { label: 'Log bulk refunds', onSelect: fn() },
      { label: 'Refund history', onSelect: fn() },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Log a refund' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu', { name: 'Log a refund' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Log a single refund')).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Log bulk refunds')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item('Refund history')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Log a single refund')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Refund history')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Log a single refund')).toHaveFocus();
    await userEvent.keyboard('r');
    await expect(item('Refund history')).toHaveFocus();
    await userEvent.keyboard('l');
    await expect(item('Log a single refund')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');

    await userEvent.keyboard('{Enter}');

    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SpaceActivates: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '.xls' })).toHaveFocus());

    await userEvent.keyboard(' ');

    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    // The key's release lands on the trigger: it must not reopen the menu.
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.click(trigger);
    await page().findByRole('menu');

    await userEvent.keyboard('{Escape}');

    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(args.items[0]?.onSelect).not.toHaveBeenCalled();
  },
};

export const TabCloses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Menu {...args} />
      <button type="button">Next control</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Export' });
    await userEvent.click(trigger);
    await page().findByRole('menu');

    await userEvent.tab();

    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();

    await userEvent.click(trigger);
    await page().findByRole('menu');
    await userEvent.tab({ shift: true });
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await page().findByRole('menu');

    await userEvent.click(document.body);

    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const RowActions: Story = {
  args: {
    label: 'More actions',
    variant: 'icon',
    size: 'sm',
    icon: undefined,
    items: [
      { label: 'View details', onSelect: fn() },
      { label: 'Update Role', onSelect: fn(), disabled: true },
      { label: 'Deactivate', onSelect: fn(), tone: 'danger', icon: <TrashIcon size={16} /> },
    ],
  },
  parameters: { layout: 'centered' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    const menu = await page().findByRole('menu', { name: 'More actions' });
    const disabled = within(menu).getByRole('menuitem', { name: 'Update Role' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(disabled);
    await expect(args.items[1]?.onSelect).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Deactivate' }));
    await expect(args.items[2]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const AvatarMenu: Story = {
  args: {
    label: 'Account',
    icon: undefined,
    variant: 'ghost',
    triggerContent: (
      <>
        <span
          aria-hidden="true"
          style={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 28,
            height: 28,
            borderRadius: '50%',
            background: '#dcd9fc',
            color: '#3f31ad',
            fontSize: 12,
          }}
        >
          AO
        </span>
        Ada Obi
      </>
    ),
    items: [{ label: 'Log Out', onSelect: fn(), icon: <LogOutIcon size={16} /> }],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ada Obi' }));
    const menu = await page().findByRole('menu', { name: 'Account' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.items[0]?.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const FlipsAboveWhenNoRoomBelow: Story = {
  render: (args) => (
    <div style={{ height: '90vh', display: 'flex', alignItems: 'flex-end' }}>
      <Menu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await userEvent.click(trigger);
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('data-side', 'top'));
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};

/** An item that cannot be chosen now says why under its label, as its description. */
export const DisabledItemWithReason: Story = {
  args: {
    label: 'Row actions',
    items: [
      { label: 'View details', onSelect: fn() },
      {
        label: 'Refund',
        onSelect: fn(),
        disabled: true,
        description: 'You are offline. Reconnect to refund.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Row actions' }));
    const refund = await page().findByRole('menuitem', { name: 'Refund' });
    await expect(refund).toHaveAttribute('aria-disabled', 'true');
    await expect(refund).toHaveAccessibleDescription('You are offline. Reconnect to refund.');
    await userEvent.click(refund);
    await expect(args.items[1]?.onSelect).not.toHaveBeenCalled();
  },
};

export const DisabledTrigger: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Export' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const InsideModal: Story = {
  render: (args) => (
    <Modal open onClose={fn()} title="Transfer">
      <Menu {...args} />
    </Modal>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Transfer' });
    const trigger = within(dialog).getByRole('button', { name: 'Export' });
    await userEvent.click(trigger);
    await page().findByRole('menu');

    // Escape closes the top layer only: the menu, not the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('menu')).not.toBeInTheDocument();
    await expect(dialog).toBeInTheDocument();
    await expect(trigger).toHaveFocus();

    // Tab out of the menu stays inside the dialog.
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('menu');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
