import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta: Meta<typeof Pagination> = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    pageIndex: 0,
    pageCount: 5,
    pageSize: 10,
    totalRows: 48,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await expect(canvas.getByText('1–10 of 48')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));

    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const MiddlePage: Story = {
  args: { pageIndex: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 3 of 5')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));

    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { pageIndex: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41–48 of 48')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const RowsPerPage: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveValue('10');

    await userEvent.selectOptions(select, '50');

    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const NoRows: Story = {
  args: { pageCount: 0, totalRows: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByText('0–0 of 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithoutPageSize: Story = {
  args: { onPageSizeChange: undefined, totalRows: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};
