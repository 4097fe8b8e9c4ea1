import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_TRANSACTION_FILTERS } from '../../filters';
import { TransactionFilter } from './TransactionFilter';

const meta: Meta<typeof TransactionFilter> = {
  title: 'Screens/Transactions/TransactionList/Parts/TransactionFilter',
  component: TransactionFilter,
  args: {
    filters: DEFAULT_TRANSACTION_FILTERS,
    onFiltersChange: fn(),
    now: () => new Date(2024, 2, 28, 10, 0),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
  return within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
};

export const DefaultSuccessful: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByRole('combobox', { name: 'Status' })).toHaveValue('Successful');
  },
};

export const OrderReference: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: 'Order reference' }), 'ORD-12');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...DEFAULT_TRANSACTION_FILTERS,
      orderReference: 'ORD-12',
    });
  },
};

export const ClearReturnsToDefault: Story = {
  args: {
    filters: { ...DEFAULT_TRANSACTION_FILTERS, status: 'Failed', paymentReference: 'PAY-1' },
  },
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Clear' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(DEFAULT_TRANSACTION_FILTERS);
  },
};
