import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewCustomerDialog } from './NewCustomerDialog';
import { newCustomerMessages } from './NewCustomerDialog.schema';

const meta: Meta<typeof NewCustomerDialog> = {
  title: 'Screens/Customers/NewCustomerDialog',
  component: NewCustomerDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'New Customer' }));

/** Types into a field and leaves it, so its message shows. */
async function typeAndLeave(form: ReturnType<typeof within>, label: RegExp, text: string) {
  await userEvent.type(form.getByLabelText(label), text);
  await userEvent.tab();
}

/** The mobile number is typed after a fixed +234 and sent with it; one submit per attempt. */
export const Default: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByText('+234')).toBeVisible();
    await userEvent.type(form.getByLabelText(/First name/), ' Ngozi ');
    await userEvent.type(form.getByLabelText(/Last name/), 'Eze');
    await userEvent.type(form.getByLabelText(/Email/), 'ngozi.eze@gmail.com');
    await userEvent.type(form.getByLabelText(/Mobile number/), '8030000001');
    await userEvent.dblClick(form.getByRole('button', { name: 'Create Customer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi.eze@gmail.com',
      mobile: '+2348030000001',
    });
  },
};

/** All four fields are required. */
export const Required: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Create Customer' }));
    for (const message of [
      newCustomerMessages.firstNameRequired,
      newCustomerMessages.lastNameRequired,
      newCustomerMessages.emailRequired,
      newCustomerMessages.mobileRequired,
    ])
      await expect(await form.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailInvalid: Story = {
  play: async () => {
    const form = await dialog();
    await typeAndLeave(form, /Email/, 'ngozi@');
    await expect(await form.findByText(newCustomerMessages.emailInvalid)).toBeVisible();
  },
};

export const MobileNotDigits: Story = {
  play: async () => {
    const form = await dialog();
    await typeAndLeave(form, /Mobile number/, '80300000a1');
    await expect(await form.findByText(newCustomerMessages.mobileDigits)).toBeVisible();
  },
};

export const MobileTooShort: Story = {
  play: async () => {
    const form = await dialog();
    await typeAndLeave(form, /Mobile number/, '803000');
    await expect(await form.findByText(newCustomerMessages.mobileLength)).toBeVisible();
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: 'Create Customer' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server's message shows above the fields. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'A customer with this email already exists' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent(
      'A customer with this email already exists',
    );
  },
};
