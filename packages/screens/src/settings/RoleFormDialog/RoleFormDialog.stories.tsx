import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import { PERMISSION_CHOICES } from '../fixtures';
import { RoleFormDialog } from './RoleFormDialog';
import { roleFormMessages } from './RoleFormDialog.schema';

const meta: Meta<typeof RoleFormDialog> = {
  title: 'Screens/Settings/RoleFormDialog',
  component: RoleFormDialog,
  args: {
    open: true,
    mode: 'create',
    permissions: PERMISSION_CHOICES,
    onClose: fn(),
    onSubmit: fn(),
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).getByRole('dialog', { name });

export const Create: Story = {
  play: async ({ args }) => {
    const form = dialog('Create custom role');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Role name/ }), 'Auditor');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Description/ }),
      'Reads the audit trail',
    );
    await clickByPosition(within(form).getByRole('checkbox', { name: 'View dashboard' }));
    await clickByPosition(within(form).getByRole('checkbox', { name: 'Manage users' }));
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Auditor',
        description: 'Reads the audit trail',
        permissions: ['1', '6'],
      }),
    );
  },
};

export const AllRequired: Story = {
  play: async ({ args }) => {
    const form = dialog('Create custom role');
    await userEvent.click(within(form).getByRole('button', { name: 'Create role' }));
    await expect(await within(form).findByText(roleFormMessages.nameRequired)).toBeVisible();
    await expect(within(form).getByText(roleFormMessages.descriptionRequired)).toBeVisible();
    await expect(within(form).getByText(roleFormMessages.permissionsRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: { name: 'Operations', description: 'Day to day', permissions: ['1', '2'] },
  },
  play: async ({ args }) => {
    const form = dialog('Edit role');
    await expect(within(form).getByRole('checkbox', { name: 'View transactions' })).toBeChecked();
    await clickByPosition(within(form).getByRole('checkbox', { name: 'View transactions' }));
    await clickByPosition(within(form).getByRole('checkbox', { name: 'Log refunds' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Operations',
        description: 'Day to day',
        permissions: ['1', '4'],
      }),
    );
  },
};

export const ServerErrorKeepsInput: Story = {
  args: {
    mode: 'edit',
    initialValues: { name: 'Operations', description: 'Day to day', permissions: ['1'] },
    submitState: 'error',
    errorMessage: 'A role with this name already exists',
  },
  play: async () => {
    const form = dialog('Edit role');
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'A role with this name already exists',
    );
    await expect(within(form).getByRole('textbox', { name: /^Role name/ })).toHaveValue(
      'Operations',
    );
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async () => {
    await expect(
      within(dialog('Create custom role')).getByRole('button', { name: 'Create role' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every permission answers a click on its box itself, with the autofocused Role name left empty. */
export const ClickEachControl: Story = {
  play: async () => {
    const form = dialog('Create custom role');
    for (const box of within(form).getAllByRole('checkbox')) {
      await clickByPosition(box);
      await expect(box).toBeChecked();
    }
  },
};
