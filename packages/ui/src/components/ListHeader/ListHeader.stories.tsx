import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlusIcon } from '../../icons';
import { FilterPanel } from '../FilterPanel';
import { Menu } from '../Menu';
import { NetworkProvider } from '../../network';
import { ListHeader } from './ListHeader';

const meta: Meta<typeof ListHeader> = {
  title: 'UI/ListHeader',
  component: ListHeader,
  args: { title: 'Transactions', count: 1234, onExport: fn() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Transactions (1,234)' }),
    ).toBeVisible();
  },
};

export const ExportCsv: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const menu = await page().findByRole('menu', { name: 'Export' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['.csv', '.xls']);

    await userEvent.click(within(menu).getByRole('menuitem', { name: '.csv' }));

    await expect(args.onExport).toHaveBeenCalledWith('csv', 'shown');
  },
};

export const ExportXls: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const menu = await page().findByRole('menu', { name: 'Export' });

    await userEvent.click(within(menu).getByRole('menuitem', { name: '.xls' }));

    await expect(args.onExport).toHaveBeenCalledWith('xls', 'shown');
  },
};

/** A list whose columns were chosen: each format for the shown columns or all of them. */
export const ExportColumnChoice: Story = {
  args: { exportColumnChoice: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    const menu = await page().findByRole('menu', { name: 'Export' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      '.csv (shown columns)',
      '.xls (shown columns)',
      '.csv (all columns)',
      '.xls (all columns)',
    ]);

    await userEvent.click(within(menu).getByRole('menuitem', { name: '.csv (all columns)' }));

    await expect(args.onExport).toHaveBeenCalledWith('csv', 'all');
  },
};

export const ExportDisabled: Story = {
  args: { exportDisabled: true, count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions (0)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const WithPrimaryAction: Story = {
  args: {
    title: 'Invoices',
    count: 12,
    primaryAction: { label: 'New Invoice', icon: <PlusIcon size={16} />, onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Invoice' }));
    await expect(args.primaryAction?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithFilterAndActions: Story = {
  args: {
    title: 'Refunds',
    count: 3,
    filter: (
      <FilterPanel
        value={{}}
        onChange={fn()}
        onClear={fn()}
        selectFields={[
          {
            key: 'status',
            label: 'Status',
            options: [
              { value: 'Successful', label: 'Successful' },
              { value: 'Error', label: 'Error' },
              { value: 'Pending', label: 'Pending' },
            ],
          },
        ]}
      />
    ),
    actions: (
      <Menu
        label="Log a refund"
        items={[
          { label: 'Log a single refund', onSelect: fn() },
          { label: 'Log bulk refunds', onSelect: fn() },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await expect(canvas.getByRole('button', { name: 'Log a refund' })).toBeVisible();
  },
};

export const CountUnknown: Story = {
  args: { count: undefined, onExport: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
  },
};

/** Offline: the export and a money action are disabled, each with its reason in words. */
export const Offline: Story = {
  args: {
    title: 'Payouts',
    primaryAction: { label: 'Initiate Payout', onClick: fn(), offlineAction: 'start a payout' },
  },
  decorators: [
    (Story) => (
      <NetworkProvider offline>
        <Story />
      </NetworkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'You are offline. Reconnect to export.',
    );
    const payout = canvas.getByRole('button', { name: 'Initiate Payout' });
    await expect(payout).toBeDisabled();
    await expect(payout).toHaveAccessibleDescription(
      'You are offline. Reconnect to start a payout.',
    );
  },
};
