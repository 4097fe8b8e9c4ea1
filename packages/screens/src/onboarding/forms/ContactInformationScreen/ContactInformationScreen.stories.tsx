import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SAVED_MESSAGE } from '../components/FormActions';
import { fillForm, inputByLabel } from '../../../forms/storyHelpers';
import { saveButton, formScreenArgs, formScreenStories } from '../storyHelpers';
import { ContactInformationScreen } from './ContactInformationScreen';
import { contactLabels } from './ContactInformationScreen.schema';

const meta: Meta<typeof ContactInformationScreen> = {
  title: 'Screens/OnboardingForms/ContactInformation',
  component: ContactInformationScreen,
  parameters: { layout: 'padded' },
  args: formScreenArgs(),
};
export default meta;
type Story = StoryObj<typeof meta>;

const { withOutcome, showsMessage } = formScreenStories(ContactInformationScreen, contactLabels);

const fill = (root: HTMLElement) =>
  fillForm(root, contactLabels, {
    firstName: 'Tunde',
    lastName: 'Bakare',
    mobileNumber: '8051234567',
  });

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to onboarding checklist' })).toBeVisible();
    await expect(canvas.getByText('+234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Filled and saved: +234 is prepended once, never typed. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      firstName: 'Tunde',
      lastName: 'Bakare',
      mobileNumber: '8051234567',
    });
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Tunde',
      lastName: 'Bakare',
      mobileNumber: '+2348051234567',
    });
  },
};

/** Back after a reload: the session's draft fills the form and counts as unsaved. */
export const DraftRestored: Story = {
  args: { draft: { firstName: 'Tunde', mobileNumber: '805' } },
  play: async ({ canvasElement, args }) => {
    await expect(inputByLabel(canvasElement, contactLabels.firstName)).toHaveValue('Tunde');
    await expect(inputByLabel(canvasElement, contactLabels.mobileNumber)).toHaveValue('805');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    await expect(canvas.getByText('First name is required!')).toBeVisible();
    await expect(canvas.getByText('Last name is required!')).toBeVisible();
    await expect(canvas.getByText('Mobile number is required!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FirstNameAlphabet = showsMessage(
  'firstName',
  'Tunde Ade',
  'First name must only contain alphabet',
);
export const LastNameAlphabet = showsMessage(
  'lastName',
  'Bakare1',
  'Last name must only contain alphabet',
);
export const MobileDigits = showsMessage(
  'mobileNumber',
  '805123456a',
  'mobile number should contain number',
);
export const MobileLength = showsMessage(
  'mobileNumber',
  '805123456',
  'Mobile number must contain 10 character',
);

/** The generic required message of each field, shown once the field is left empty. */
export const FirstNameRequired = showsMessage('firstName', '', 'First name is required!');
export const LastNameRequired = showsMessage('lastName', '', 'Last name is required!');
export const MobileRequired = showsMessage('mobileNumber', '', 'Mobile number is required!');

export const Saving: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toHaveTextContent('Saving…');
    await expect(inputByLabel(canvasElement, contactLabels.firstName)).toBeDisabled();
  },
};

export const DoubleClickSavesOnce: Story = {
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await userEvent.dblClick(saveButton(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByText(SAVED_MESSAGE)).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  render: withOutcome('error', 'First name, last name and mobile number are required'),
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'First name, last name and mobile number are required',
    );
    await expect(inputByLabel(canvasElement, contactLabels.lastName)).toHaveValue('Bakare');
    await expect(inputByLabel(canvasElement, contactLabels.mobileNumber)).toHaveValue('8051234567');
  },
};

export const Saved: Story = {
  render: withOutcome('success'),
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    await expect(await within(canvasElement).findByText(SAVED_MESSAGE)).toBeVisible();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(inputByLabel(canvasElement, contactLabels.firstName)).toHaveValue('Tunde');
  },
};
