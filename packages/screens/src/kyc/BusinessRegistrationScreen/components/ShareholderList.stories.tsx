import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildShareholder } from '../../fixtures';
import { ShareholderList } from './ShareholderList';

const meta: Meta<typeof ShareholderList> = {
  title: 'Screens/KYC/BusinessRegistrationScreen/ShareholderList',
  component: ShareholderList,
  args: {
    shareholders: {
      status: 'ready',
      data: [
        buildShareholder(),
        buildShareholder({ id: 'stk-2', firstName: 'Bola', lastName: 'Ade', gender: 'Male' }),
      ],
    },
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Each shareholder with their details; Edit and Delete pass the shareholder's id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Everyone holding 5% of the business or more.')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Shareholders' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Female · Born 1986-03-14 · +2348031234567')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Edit Bola Ade' }));
    await expect(args.onEdit).toHaveBeenCalledWith('stk-2');
    await userEvent.click(list.getByRole('button', { name: 'Delete Adaeze Okafor' }));
    await expect(args.onDelete).toHaveBeenCalledWith('stk-1');
  },
};

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add shareholder' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { shareholders: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No shareholders yet')).toBeVisible();
    await expect(
      canvas.getByText('Add at least one shareholder to save the registration.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add shareholder' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { shareholders: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading shareholders',
    );
  },
};

export const Error: Story = {
  args: { shareholders: { status: 'error', message: 'Unexpected Error!', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unexpected Error!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.shareholders.status === 'error')
      await expect(args.shareholders.onRetry).toHaveBeenCalledTimes(1);
  },
};
