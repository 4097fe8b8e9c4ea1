import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSwitcher } from './BusinessSwitcher';

const meta: Meta<typeof BusinessSwitcher> = {
  title: 'UI/Shell/BusinessSwitcher',
  component: BusinessSwitcher,
  args: {
    businesses: [
      { id: 'sub-1042', name: 'Adaeze Foods Ltd', merchantId: 'MRC-1042' },
      { id: 'sub-2210', name: 'Lagos Logistics' },
      { id: 'sub-3307', name: 'Kano Textiles Co' },
    ],
    activeId: 'sub-1042',
    onSwitch: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const SeveralBusinesses: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Merchant ID')).toBeVisible();
    await expect(canvas.getByText('MRC-1042')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Adaeze Foods Ltd' }));
    const menu = await page().findByRole('menu', { name: 'Switch business' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Adaeze Foods Ltd', 'Lagos Logistics', 'Kano Textiles Co']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Kano Textiles Co' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('sub-3307');
  },
};

export const ChoosingActiveDoesNothing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adaeze Foods Ltd' }));
    const menu = await page().findByRole('menu', { name: 'Switch business' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Adaeze Foods Ltd' }));
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

export const MerchantIdFallsBackToId: Story = {
  args: { activeId: 'sub-2210' },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText('Merchant ID').parentElement;
    await expect(line).toHaveTextContent('Merchant ID sub-2210');
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Merchant ID')).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Switch business, current: Adaeze Foods Ltd' }),
    );
    const menu = await page().findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Lagos Logistics' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('sub-2210');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Adaeze Foods Ltd' }),
    ).toBeDisabled();
  },
};
