import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inputByLabel } from '../../../../forms/storyHelpers';
import { businessViewFixture } from '../../fixtures';
import { formScreenArgs } from '../../storyHelpers';
import { businessLabels } from '../BusinessInformationScreen.schema';
import { BusinessInformationForm } from './BusinessInformationForm';

const { onBack: _onBack, ...formArgs } = formScreenArgs();

const meta: Meta<typeof BusinessInformationForm> = {
  title: 'Screens/OnboardingForms/BusinessInformation/BusinessInformationForm',
  component: BusinessInformationForm,
  parameters: { layout: 'padded' },
  args: { saved: undefined, ...formArgs },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A new business: every field empty, no logo saved. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(inputByLabel(canvasElement, businessLabels.city)).toHaveValue('');
    await expect(within(canvasElement).queryByText('Saved')).toBeNull();
  },
};

/** Saved details fill the fields (the phone without +234) and mark the saved logo. */
export const Filled: Story = {
  args: { saved: businessViewFixture() },
  play: async ({ canvasElement }) => {
    await expect(inputByLabel(canvasElement, businessLabels.mobileNumber)).toHaveValue(
      '8031234567',
    );
    await expect(within(canvasElement).getByText('logo.png')).toBeVisible();
  },
};
