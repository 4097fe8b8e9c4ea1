import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CurrencySelect } from './CurrencySelect';

const meta: Meta<typeof CurrencySelect> = {
  title: 'UI/Shell/CurrencySelect',
  component: CurrencySelect,
  args: {
    currencies: [
      { shortName: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
      { shortName: 'USD', name: 'US Dollar', symbol: '$' },
      { shortName: 'GHS', name: 'Ghanaian Cedi' },
    ],
    value: 'NGN',
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Currency: NGN (Nigerian Naira)',
    });
    await userEvent.click(trigger);
    const menu = await page().findByRole('menu', { name: 'Currency' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAccessibleName('NGN (Nigerian Naira)');
    await expect(items[1]).toHaveAccessibleName('USD (US Dollar)');
    await expect(items[2]).toHaveAccessibleName('GHS (Ghanaian Cedi)');
    await expect(within(menu).getByText('$')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'USD (US Dollar)' }));
    await expect(args.onChange).toHaveBeenCalledWith('USD');
  },
};

export const SameCurrencyDoesNothing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'NGN (Nigerian Naira)' }));
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithoutSymbol: Story = {
  args: { value: 'GHS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(
      'Currency: GHS (Ghanaian Cedi)',
    );
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Currency: NGN (Nigerian Naira)' }),
    );
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'GHS (Ghanaian Cedi)' }));
    await expect(args.onChange).toHaveBeenCalledWith('GHS');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
