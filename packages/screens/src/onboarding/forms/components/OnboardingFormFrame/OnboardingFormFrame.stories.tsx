import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@merchant/ui';
import { SAVED_MESSAGE } from '../FormActions';
import { OnboardingFormFrame } from './OnboardingFormFrame';

const meta: Meta<typeof OnboardingFormFrame> = {
  title: 'Screens/OnboardingForms/OnboardingFormFrame',
  component: OnboardingFormFrame,
  parameters: { layout: 'padded' },
  args: {
    label: 'Business Information',
    onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()),
    submitState: 'idle',
    isSubmitting: false,
    saved: false,
    children: <TextField label="Business description" name="description" />,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) =>
  within(root).getByRole('form', { name: 'Business Information' });
const save = (root: HTMLElement) => within(root).getByRole('button', { name: 'Save' });

/** The fields in one form named by the page, then Save. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(form(canvasElement)).toBeVisible();
    await userEvent.click(save(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** While saving, the fields are disabled and Save is busy. */
export const Saving: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Business description' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Sav/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saved and unchanged since: the confirmation shows. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SAVED_MESSAGE)).toBeVisible();
  },
};

/** The server's refusal is announced; the fields stay as typed. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Unable to save your business information' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to save your business information',
    );
  },
};
