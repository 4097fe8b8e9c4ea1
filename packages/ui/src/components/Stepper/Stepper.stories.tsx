import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta: Meta<typeof Stepper> = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: ['Business Details', 'Invoice Details'], current: 0, 'aria-label': 'New invoice' },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = within(canvas.getByRole('list', { name: 'New invoice' })).getAllByRole(
      'listitem',
    );
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(first).toHaveTextContent('Business Details, current step');
    await expect(second).not.toHaveAttribute('aria-current');
  },
};

export const SecondStep: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first).toHaveTextContent('Business Details, completed');
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const BackToCompleteStep: Story = {
  args: { current: 1, onStepClick: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Business Details/ }));
    await expect(args.onStepClick).toHaveBeenCalledWith(0);
    // Only complete steps are buttons: you cannot skip ahead.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const ManySteps: Story = {
  args: {
    'aria-label': 'Onboarding',
    steps: ['Personal Information', 'Business information', 'Bank details', 'Terms and conditions'],
    current: 2,
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  },
};
