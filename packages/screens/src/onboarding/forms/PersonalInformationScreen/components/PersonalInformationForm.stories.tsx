import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { identificationTypesFixture, personalViewFixture } from '../../fixtures';
import { formScreenArgs } from '../../storyHelpers';
import { personalLabels } from '../PersonalInformationScreen.schema';
import { PersonalInformationForm } from './PersonalInformationForm';

const { onBack: _onBack, ...formArgs } = formScreenArgs();

const meta: Meta<typeof PersonalInformationForm> = {
  title: 'Screens/OnboardingForms/PersonalInformation/PersonalInformationForm',
  component: PersonalInformationForm,
  parameters: { layout: 'padded' },
  args: { saved: undefined, identificationTypes: identificationTypesFixture, ...formArgs },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A new business: the identity fields empty, the ID types offered, the three documents asked for. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(personalLabels.bvn, { exact: false })).toHaveValue('');
    await expect(
      canvas.getByRole('option', { name: identificationTypesFixture[0]?.name }),
    ).toBeInTheDocument();
  },
};

/** Saved details fill the identity fields and mark each saved document. */
export const Filled: Story = {
  args: { saved: personalViewFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(personalLabels.firstName, { exact: false })).toHaveValue(
      'Adaeze',
    );
    await expect(canvas.getAllByText('Saved')).toHaveLength(3);
  },
};
