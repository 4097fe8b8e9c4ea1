import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { getStartedOptionsFixture } from '../../fixtures';
import { GET_STARTED_SUBMIT } from '../GetStartedScreen';
import { GetStartedForm } from './GetStartedForm';

const meta: Meta<typeof GetStartedForm> = {
  title: 'Screens/Onboarding/GetStarted/GetStartedForm',
  component: GetStartedForm,
  parameters: { layout: 'padded' },
  args: { options: getStartedOptionsFixture, onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions once the lists are loaded: Nigeria and Company chosen, Submit waits for the rest. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Country/ })).toHaveValue('NG');
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: GET_STARTED_SUBMIT })).toBeDisabled();
  },
};

/** While the request runs, Submit is busy and cannot send twice. */
export const Sending: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: GET_STARTED_SUBMIT }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
