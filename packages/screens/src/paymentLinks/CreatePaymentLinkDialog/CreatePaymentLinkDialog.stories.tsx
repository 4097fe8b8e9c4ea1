import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentLinkTypes } from '../fixtures';
import { CreatePaymentLinkDialog } from './CreatePaymentLinkDialog';
import { createPaymentLinkMessages } from './CreatePaymentLinkDialog.schema';

const meta: Meta<typeof CreatePaymentLinkDialog> = {
  title: 'Screens/PaymentLinks/CreatePaymentLinkDialog',
  component: CreatePaymentLinkDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    types: paymentLinkTypes,
    currencies: ['NGN', 'USD'],
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Create Payment Link' }));

/** Fills the three fields Create needs. */
async function fillRequired(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByLabelText(/Link name/), ' Weekend basket ');
  await userEvent.selectOptions(form.getByLabelText(/Payment type/), 'Single Charge');
  await userEvent.selectOptions(form.getByLabelText(/Currency/), 'NGN');
}

export const Default: Story = {
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(form.getByRole('option', { name: 'Multiple Charge' })).toBeInTheDocument();
  },
};

/** Create waits for name, payment type and currency; the rest may stay empty. */
export const CreateWithRequiredOnly: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(form.getByLabelText(/Link name/), 'Weekend basket');
    await userEvent.selectOptions(form.getByLabelText(/Payment type/), 'Single Charge');
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.selectOptions(form.getByLabelText(/Currency/), 'NGN');
    await userEvent.dblClick(form.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weekend basket',
      description: '',
      paymentType: 'SINGLE_CHARGE',
      currency: 'NGN',
      authOption: 'NOAUTH',
    });
  },
};

/** Every optional field given: amount as a number, limit as a whole number, AUTH. */
export const CreateWithEverything: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/Description/), 'Fruit, delivered Saturday');
    await userEvent.type(form.getByLabelText(/Amount/), '12500.5');
    await expect(form.getByLabelText(/Amount/)).toHaveValue('12,500.5');
    await userEvent.type(form.getByLabelText(/Limit/), '40');
    await userEvent.selectOptions(
      form.getByLabelText(/Authentication option/),
      'Authentication required',
    );
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Weekend basket',
      description: 'Fruit, delivered Saturday',
      paymentType: 'SINGLE_CHARGE',
      currency: 'NGN',
      amount: 12500.5,
      limit: 40,
      authOption: 'AUTH',
    });
  },
};

export const NameRequired: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByLabelText(/Link name/));
    await userEvent.tab();
    await expect(await form.findByText(createPaymentLinkMessages.nameRequired)).toBeVisible();
  },
};

export const PaymentTypeRequired: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByLabelText(/Payment type/));
    await userEvent.tab();
    await expect(await form.findByText(createPaymentLinkMessages.typeRequired)).toBeVisible();
  },
};

export const CurrencyRequired: Story = {
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByLabelText(/Currency/));
    await userEvent.tab();
    await expect(await form.findByText(createPaymentLinkMessages.currencyRequired)).toBeVisible();
  },
};

export const AmountZero: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/Amount/), '0');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(createPaymentLinkMessages.amountPositive)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LimitNotANumber: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/Limit/), 'ten');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(createPaymentLinkMessages.limitInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LimitZero: Story = {
  play: async () => {
    const form = await dialog();
    await fillRequired(form);
    await userEvent.type(form.getByLabelText(/Limit/), '0');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(createPaymentLinkMessages.limitPositive)).toBeVisible();
  },
};

/** While the link is created, Create is busy and further clicks send nothing. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('button', { name: 'Create' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server's message shows; what was typed stays for another try. */
export const ServerError: Story = {
  args: {
    submitState: 'error',
    errorMessage: 'Name, a valid payment type and currency are required',
  },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Name, a valid payment type and currency are required',
    );
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
