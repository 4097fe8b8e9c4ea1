import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InviteExistence } from '../types';
import { InviteUserDialog, type InviteUserDialogProps } from './InviteUserDialog';
import { inviteMessages } from './InviteUserDialog.schema';

const ROLES = [{ name: 'Administrator' }, { name: 'Operations' }, { name: 'Finance' }];

const meta: Meta<typeof InviteUserDialog> = {
  title: 'Screens/Settings/InviteUserDialog',
  component: InviteUserDialog,
  args: {
    open: true,
    mode: 'invite',
    roles: ROLES,
    existence: { status: 'unchecked' },
    onCheckEmail: fn(),
    onClose: fn(),
    onSubmit: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Invite User') => within(document.body).getByRole('dialog', { name });
const textbox = (name: RegExp, title?: string) =>
  within(dialog(title)).getByRole('textbox', { name });
const inviteButton = () => within(dialog()).getByRole('button', { name: 'Invite' });
const chooseRole = (role: string, title?: string) =>
  userEvent.selectOptions(within(dialog(title)).getByRole('combobox', { name: /^Role/ }), role);

/** The app's check: answers with the given existence code's outcome. */
function WithCheck({ answer, ...props }: InviteUserDialogProps & { answer: InviteExistence }) {
  const [existence, setExistence] = useState<InviteExistence>({ status: 'unchecked' });
  return (
    <InviteUserDialog
      {...props}
      existence={existence}
      onCheckEmail={(email) => {
        props.onCheckEmail(email);
        setExistence(answer);
      }}
    />
  );
}

export const Default: Story = {
  play: async () => {
    await expect(textbox(/^Email address/)).toHaveFocus();
    await expect(inviteButton()).toBeDisabled();
    await expect(within(dialog()).queryByRole('textbox', { name: /^First name/ })).toBeNull();
  },
};

export const InvalidEmailIsNotChecked: Story = {
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Email address/), 'ada@adastores');
    await userEvent.tab();
    await expect(args.onCheckEmail).not.toHaveBeenCalled();
    await expect(await within(dialog()).findByText(inviteMessages.emailInvalid)).toBeVisible();
  },
};

/** '002': known to the provider on another business, so e-mail and role suffice. */
export const ExistingUserCode002: Story = {
  render: (args) => <WithCheck {...args} answer={{ status: 'existing-user' }} />,
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Email address/), 'tunde@bakare.ng');
    await userEvent.tab();
    await expect(args.onCheckEmail).toHaveBeenCalledWith('tunde@bakare.ng');
    await expect(within(dialog()).queryByRole('textbox', { name: /^First name/ })).toBeNull();
    await chooseRole('Finance');
    await userEvent.dblClick(inviteButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'tunde@bakare.ng', role: 'Finance' }),
    );
  },
};

/** '00': already on this business, an error. */
export const AlreadyOnBusinessCode00: Story = {
  render: (args) => (
    <WithCheck {...args} answer={{ status: 'error', message: inviteMessages.alreadyOnBusiness }} />
  ),
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Email address/), 'ada@adastores.ng');
    await userEvent.tab();
    await expect(await within(dialog()).findByText(inviteMessages.alreadyOnBusiness)).toBeVisible();
    await chooseRole('Finance');
    await expect(inviteButton()).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Any other code ('001'): a new user, so names and mobile are required. */
export const NewUserCode001: Story = {
  render: (args) => <WithCheck {...args} answer={{ status: 'new-user' }} />,
  play: async ({ args }) => {
    await userEvent.type(textbox(/^Email address/), 'ngozi@lagosfresh.ng');
    await userEvent.tab();
    await chooseRole('Operations');
    await expect(inviteButton()).toBeDisabled();
    await userEvent.type(textbox(/^First name/), 'Ngozi');
    await userEvent.type(textbox(/^Last name/), 'Eze');
    await userEvent.type(textbox(/^Mobile number/), '8031234567');
    await userEvent.click(inviteButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ngozi@lagosfresh.ng',
        role: 'Operations',
        firstName: 'Ngozi',
        lastName: 'Eze',
        mobileNumber: '+2348031234567',
      }),
    );
  },
};

export const NewUserMobileTooShort: Story = {
  args: { existence: { status: 'new-user' } },
  render: (args) => <WithCheck {...args} answer={{ status: 'new-user' }} />,
  play: async () => {
    await userEvent.type(textbox(/^Email address/), 'ngozi@lagosfresh.ng');
    await userEvent.tab();
    await userEvent.type(textbox(/^Mobile number/), '80312');
    await userEvent.tab();
    await expect(await within(dialog()).findByText(inviteMessages.mobileLength)).toBeVisible();
  },
};

export const EditingEmailForgetsTheCheck: Story = {
  render: (args) => <WithCheck {...args} answer={{ status: 'existing-user' }} />,
  play: async () => {
    await userEvent.type(textbox(/^Email address/), 'tunde@bakare.ng');
    await userEvent.tab();
    await chooseRole('Finance');
    await expect(inviteButton()).toBeEnabled();
    await userEvent.type(textbox(/^Email address/), 'x');
    await expect(inviteButton()).toBeDisabled();
  },
};

export const Checking: Story = {
  render: (args) => <WithCheck {...args} answer={{ status: 'checking' }} />,
  play: async () => {
    await userEvent.type(textbox(/^Email address/), 'tunde@bakare.ng');
    await userEvent.tab();
    await expect(within(dialog()).getByText('Checking this e-mail…')).toBeVisible();
  },
};

export const UpdateRole: Story = {
  args: {
    mode: 'update',
    user: {
      email: 'ngozi@lagosfresh.ng',
      role: 'Operations',
      firstName: 'Ngozi',
      lastName: 'Eze',
      mobileNumber: '+2348031234567',
    },
  },
  play: async ({ args }) => {
    const email = textbox(/^Email address/, 'Update User');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveValue('ngozi@lagosfresh.ng');
    await chooseRole('Finance', 'Update User');
    await userEvent.click(within(dialog('Update User')).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'ngozi@lagosfresh.ng',
        role: 'Finance',
        firstName: 'Ngozi',
        lastName: 'Eze',
        mobileNumber: '+2348031234567',
      }),
    );
    await expect(args.onCheckEmail).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Email and role are required' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Email and role are required',
    );
  },
};
