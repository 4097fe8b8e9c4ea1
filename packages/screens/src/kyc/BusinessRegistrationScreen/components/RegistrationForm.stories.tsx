import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BUSINESS_CLASSES as CLASSES, SAVED_REGISTRATION as SAVED } from '../../fixtures';
import { kycMessages } from '../../messages';
import {
  REQUIRED_REGISTRATION_FILES,
  choose,
  control,
  typeInto,
  uploadRequiredDocuments,
} from '../../storyHelpers';
import { registrationMessages } from '../BusinessRegistrationScreen.schema';
import { RegistrationForm } from './RegistrationForm';

const meta: Meta<typeof RegistrationForm> = {
  title: 'Screens/KYC/BusinessRegistrationScreen/RegistrationForm',
  component: RegistrationForm,
  args: {
    businessClasses: CLASSES,
    shareholderCount: 1,
    onSubmit: fn(),
    onDraftChange: fn(),
    onDirtyChange: fn(),
    submitState: 'idle',
    shareholders: <p>Adaeze Okafor</p>,
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) =>
  within(root).getByRole('form', { name: 'Business registration' });
const saveButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Save' });

/** Text, the four required documents and a shareholder: Save sends the text and the files. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const root = form(canvasElement);
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Upload the required documents to save.',
    );
    await choose(root, 'Business class', 'Business Name');
    await typeInto(root, 'Registration number', 'BN7654321');
    await typeInto(root, 'Expected monthly transaction volume', '5000000');
    await typeInto(root, 'Tax identification number', '98765432-0001');
    await uploadRequiredDocuments(root);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        businessClassId: '2',
        registrationNumber: 'BN7654321',
        expectedMonthlyTransactionVolume: '5000000',
        taxIdNumber: '98765432-0001',
        documents: REQUIRED_REGISTRATION_FILES,
      }),
    );
  },
};

/** Saved text fills the form and saved documents count: Save works with no new file. */
export const PreviouslySaved: Story = {
  args: { saved: SAVED },
  play: async ({ args, canvasElement }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Registration number')).toHaveValue('RC1234567');
    await expect(control(root, 'Certificate of incorporation')).toHaveAccessibleDescription(
      /Saved: cac-certificate\.pdf/,
    );
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...SAVED, documents: {} }));
  },
};

export const NoShareholder: Story = {
  args: { saved: SAVED, shareholderCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Add at least one shareholder to save.',
    );
  },
};

/** A draft wins over the saved text; typing reports what differs from the saved values. */
export const DraftRestored: Story = {
  args: { saved: SAVED, draft: { registrationNumber: 'RC999' } },
  play: async ({ args, canvasElement }) => {
    const root = form(canvasElement);
    await expect(control(root, 'Registration number')).toHaveValue('RC999');
    await typeInto(root, 'Tax identification number', '1111');
    await waitFor(() =>
      expect(args.onDraftChange).toHaveBeenLastCalledWith({
        registrationNumber: 'RC999',
        taxIdNumber: '1111',
      }),
    );
  },
};

export const VolumeNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await typeInto(root, 'Expected monthly transaction volume', '5m');
    await expect(
      await within(root).findByText(registrationMessages.volumeNotANumber),
    ).toBeVisible();
  },
};

export const BusinessClassRequired: Story = {
  play: async ({ canvasElement }) => {
    const root = form(canvasElement);
    await userEvent.click(control(root, 'Business class'));
    await userEvent.tab();
    await expect(await within(root).findByText('Business class is required!')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { saved: SAVED, submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { saved: SAVED, submitState: 'error', errorMessage: kycMessages.registrationFallback },
  play: async ({ canvasElement }) => {
    await expect(within(form(canvasElement)).getByRole('alert')).toHaveTextContent(
      'Files sizes may be too large',
    );
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};
