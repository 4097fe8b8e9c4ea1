import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inputByLabel } from '../../../../forms/storyHelpers';
import { formScreenArgs } from '../../storyHelpers';
import { contactLabels } from '../ContactInformationScreen.schema';
import { ContactInformationForm } from './ContactInformationForm';

const { onBack: _onBack, ...formArgs } = formScreenArgs();

const meta: Meta<typeof ContactInformationForm> = {
  title: 'Screens/OnboardingForms/ContactInformation/ContactInformationForm',
  component: ContactInformationForm,
  parameters: { layout: 'padded' },
  args: formArgs,
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to load: the contact person's fields start empty, +234 before the number. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(inputByLabel(canvasElement, contactLabels.firstName)).toHaveValue('');
    await expect(within(canvasElement).getByText('+234')).toBeVisible();
  },
};

/** Text kept from an earlier visit fills the fields again. */
export const DraftRestored: Story = {
  args: { draft: { firstName: 'Tunde', mobileNumber: '8051234567' } },
  play: async ({ canvasElement }) => {
    await expect(inputByLabel(canvasElement, contactLabels.firstName)).toHaveValue('Tunde');
    await expect(inputByLabel(canvasElement, contactLabels.mobileNumber)).toHaveValue('8051234567');
  },
};
