import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildShareholder } from '../fixtures';
import { kycMessages } from '../messages';
import {
  control,
  fillShareholder,
  NEW_SHAREHOLDER,
  typeInto,
  usePendingAfterSubmit,
} from '../storyHelpers';
import type { ShareholderValues } from '../types';
import { ShareholderDialog, type ShareholderDialogProps } from './ShareholderDialog';

function LiveDialog(props: ShareholderDialogProps) {
  const { submitState, onSubmit } = usePendingAfterSubmit<ShareholderValues>(props.onSubmit);
  return (
    <ShareholderDialog
      {...props}
      onSubmit={onSubmit}
      submitState={props.submitState === 'idle' ? submitState : props.submitState}
    />
  );
}

const meta: Meta<typeof ShareholderDialog> = {
  title: 'Screens/KYC/ShareholderDialog',
  component: ShareholderDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
  render: (args) => <LiveDialog {...args} />,
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Add shareholder') => within(document.body).getByRole('dialog', { name });
const submitButton = (name = 'Add shareholder', dialogName = 'Add shareholder') =>
  within(dialog(dialogName)).getByRole('button', { name });

/** Types a value into one field and expects the message at it. */
function messageStory(label: string, text: string, message: string): Story {
  return {
    play: async () => {
      const root = dialog();
      await typeInto(root, label, text);
      await expect(await within(root).findByText(message)).toBeVisible();
      await expect(control(root, label)).toHaveAttribute('aria-invalid', 'true');
    },
  };
}

export const Add: Story = {
  play: async ({ args }) => {
    const root = dialog();
    await expect(control(root, 'First name')).toHaveFocus();
    await fillShareholder(root);
    await userEvent.click(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(NEW_SHAREHOLDER));
  },
};

export const Edit: Story = {
  args: { shareholder: buildShareholder() },
  play: async ({ args }) => {
    const root = dialog('Edit shareholder');
    await expect(control(root, 'First name')).toHaveValue('Adaeze');
    // The stored +234 number is edited as its 10 national digits, never typed twice.
    await expect(control(root, 'Mobile number')).toHaveValue('8031234567');
    await typeInto(root, 'Last name', 'Nwosu');
    await userEvent.click(submitButton('Save changes', 'Edit shareholder'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Adaeze',
        lastName: 'Nwosu',
        gender: 'Female',
        dateOfBirth: '1986-03-14',
        mobileNumber: '+2348031234567',
        bvn: '22198765432',
      }),
    );
  },
};

export const EverythingRequired: Story = {
  play: async ({ args }) => {
    await userEvent.click(submitButton());
    const root = dialog();
    for (const label of ['First name', 'Last name', 'Gender', 'Date of birth', 'Mobile number']) {
      await expect(await within(root).findByText(`${label} is required!`)).toBeVisible();
    }
    await expect(within(root).getByText('BVN is required!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FirstNameNotLetters = messageStory(
  'First name',
  'Ade1',
  kycMessages.firstNameAlphabet,
);
export const LastNameNotLetters = messageStory(
  'Last name',
  'Ade-Bayo',
  kycMessages.lastNameAlphabet,
);
export const DateOfBirthFormat = messageStory(
  'Date of birth',
  '05/11/1979',
  kycMessages.dateFormat,
);
export const DateOfBirthNotADay = messageStory(
  'Date of birth',
  '1979-02-31',
  kycMessages.dateFormat,
);
export const MobileNotDigits = messageStory(
  'Mobile number',
  '80212a4567',
  kycMessages.mobileDigits,
);
export const MobileTooShort = messageStory(
  'Mobile number',
  '802123',
  kycMessages.shareholderMobileLength,
);
export const BvnTooShort = messageStory('BVN', '2211122', kycMessages.bvnLength);

export const DoubleClickAddsOnce: Story = {
  play: async ({ args }) => {
    await fillShareholder(dialog());
    await userEvent.dblClick(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: {
    shareholder: buildShareholder(),
    submitState: 'error',
    errorMessage: 'BVN must be 11 digits',
  },
  play: async () => {
    const root = dialog('Edit shareholder');
    await expect(within(root).getByRole('alert')).toHaveTextContent('BVN must be 11 digits');
    await expect(control(root, 'BVN')).toHaveValue('22198765432');
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
