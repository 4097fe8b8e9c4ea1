import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';

const meta: Meta<typeof DescriptionList> = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  args: {
    title: 'Order details',
    items: [
      { label: 'Order reference', value: 'ORD-20231104-0091' },
      { label: 'Payment reference', value: 'PAY-88123-XQ' },
      { label: 'Payment response code', value: '00' },
      { label: 'Payment response message', value: '' },
    ],
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the value (dd) shown for a label (dt). */
const valueOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order details' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Order reference')).toHaveTextContent('ORD-20231104-0091');
    await expect(valueOf(canvasElement, 'Payment response message')).toHaveTextContent('N/A');
  },
};

export const PerItemEmptyText: Story = {
  args: {
    title: 'Payment details',
    columns: 3,
    items: [
      { label: 'Payment method', value: 'Card' },
      { label: 'Fee', value: 'NGN 150.00' },
      { label: 'Merchant fee', value: 'NGN 100.00' },
      { label: 'Customer fee', value: null, emptyText: '0' },
      { label: 'Narration', value: undefined },
      { label: 'Date updated', value: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Customer fee')).toHaveTextContent(/^0$/);
    await expect(valueOf(canvasElement, 'Narration')).toHaveTextContent('N/A');
    await expect(valueOf(canvasElement, 'Date updated')).toHaveTextContent('N/A');
  },
};

export const CustomEmptyText: Story = {
  args: {
    title: 'Customer details',
    emptyText: 'Not provided',
    items: [
      { label: 'Customer name', value: 'Adaeze Okafor' },
      { label: 'Phone', value: undefined },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Phone')).toHaveTextContent('Not provided');
  },
};

export const SingleColumnWithoutTitle: Story = {
  args: { title: undefined, columns: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};
