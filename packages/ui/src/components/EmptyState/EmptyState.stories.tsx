import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta: Meta<typeof EmptyState> = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: 'You currently do not have any transactions' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You currently do not have any transactions'),
    ).toBeVisible();
  },
};

const onMakeTransfer = fn();

export const WithTitleAndAction: Story = {
  args: {
    title: 'You have not made any transfers',
    message: "Make your first transfer to a merchant's e-mail address or to a bank account.",
    icon: <SendIcon size={24} />,
    action: <Button onClick={onMakeTransfer}>Make a Transfer</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not made any transfers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make a Transfer' }));
    await expect(onMakeTransfer).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = {
  args: { icon: null, message: 'You currently do not have any beneficiary' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
