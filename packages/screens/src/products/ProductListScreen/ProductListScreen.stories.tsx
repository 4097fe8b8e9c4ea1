import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productFilters } from '../filters';
import { buildProduct, productPerAvailability } from '../fixtures';
import { ProductListScreen, PRODUCTS_EMPTY_TEXT } from './ProductListScreen';
import { phoneStory } from '../../list/fixtures/phone';
import { emptyStory, listControlArgs, filterByDatesStory } from '../../list/fixtures/stateStories';

const meta: Meta<typeof ProductListScreen> = {
  title: 'Screens/Products/ProductList',
  component: ProductListScreen,
  args: {
    data: { status: 'ready', data: { rows: productPerAvailability, total: 2, complete: true } },
    filter: { definition: productFilters, value: productFilters.defaults, onChange: fn() },
    ...listControlArgs(),
    onNewProduct: fn(),
    onDelete: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Products' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = table(canvasElement);
    for (const header of [
      'Product Name',
      'Price',
      'Availability',
      'Stock count',
      'Sold',
      'Total Amount',
      'Action',
    ])
      await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
    // Product amounts read NGN (part 1 section 9); the name comes with its picture. The
    // fixture's picture is a data: address, which is never loaded: initials stand in.
    await expect(grid.getByText('NGN 12,500.00')).toBeVisible();
    await expect(grid.getByText('NGN 150,000.00')).toBeVisible();
    const cell = grid.getByText('Ankara tote bag').parentElement;
    await expect(cell?.querySelector('img')).toBeNull();
    await expect(cell).toHaveTextContent(/^AB/);
  },
};

export const Loading: Story = { args: { data: { status: 'loading' } } };

export const Empty: Story = emptyStory(
  { status: 'ready', data: { rows: [], total: 0, complete: true } },
  PRODUCTS_EMPTY_TEXT,
);

export const Error: Story = {
  args: { data: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Refreshing: Story = { args: { refreshing: true } };

export const InStock: Story = {
  args: { data: { status: 'ready', data: { rows: [buildProduct()], total: 1, complete: true } } },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getByText('In-stock').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
  },
};

export const OutOfStock: Story = {
  args: {
    data: {
      status: 'ready',
      data: { rows: [productPerAvailability[1] ?? buildProduct()], total: 1, complete: true },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      table(canvasElement).getByText('Out-of-stock').closest('[data-tone]'),
    ).toHaveAttribute('data-tone', 'red');
  },
};

export const NewProduct: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New product' }));
    await expect(args.onNewProduct).toHaveBeenCalledTimes(1);
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      table(canvasElement).getByRole('button', { name: 'Actions for Ankara tote bag' }),
    );
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(buildProduct());
  },
};

/** The availability filter offers In-stock and Out-of-stock, applied as 'true' and 'false'. */
export const FilterByAvailability: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Filter/ }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Filter' }));
    await userEvent.selectOptions(
      panel.getByRole('combobox', { name: 'Availability' }),
      'Out-of-stock',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(args.filter?.onChange).toHaveBeenCalledWith({
      ...productFilters.defaults,
      availability: 'false',
    });
  },
};

/** Part 1 section 7: the products call takes `fromdate`/`todate`, so the panel offers a date range. */
export const FilterByDates: Story = filterByDatesStory({ availability: '' });

/** The list on a phone (390×844): its rows as cards, amount and status first, nothing cut. */
export const Phone: Story = phoneStory();
