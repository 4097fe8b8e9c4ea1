import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhookForm } from './WebhookForm';

const meta: Meta<typeof WebhookForm> = {
  title: 'Screens/Settings/ApiKeys/WebhookForm',
  component: WebhookForm,
  args: { current: 'https://hooks.lagosfresh.ng/payments', onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (root: HTMLElement) => within(within(root).getByRole('form', { name: 'Webhook' }));
const urlField = (root: HTMLElement) => form(root).getByRole('textbox', { name: /^Webhook URL/ });
const addButton = (root: HTMLElement) => form(root).getByRole('button', { name: 'Add webUrl' });

/** The saved address is shown and prefilled; a new valid one is sent trimmed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(
      form(canvasElement).getByText('https://hooks.lagosfresh.ng/payments', { selector: 'span' }),
    ).toBeVisible();
    await expect(urlField(canvasElement)).toHaveValue('https://hooks.lagosfresh.ng/payments');
    await userEvent.clear(urlField(canvasElement));
    await userEvent.type(urlField(canvasElement), ' https://hooks.example.com/pay ');
    await userEvent.click(addButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith('https://hooks.example.com/pay');
  },
};

/** Nothing saved yet: 'None set', and Add webUrl waits for a valid address. */
export const NoneSet: Story = {
  args: { current: undefined },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByText('None set')).toBeVisible();
    await expect(urlField(canvasElement)).toHaveValue('');
    await expect(addButton(canvasElement)).toBeDisabled();
  },
};

/** No scheme, or a host without a domain: Add webUrl stays disabled and nothing is sent. */
export const InvalidAddress: Story = {
  args: { current: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(urlField(canvasElement), 'hooks.example.com');
    await expect(addButton(canvasElement)).toBeDisabled();
    await expect(urlField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(urlField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Enter an http or https address with a domain'),
    ).toBeVisible();
    await userEvent.clear(urlField(canvasElement));
    await userEvent.type(urlField(canvasElement), 'https://localhost/hook{Enter}');
    await expect(addButton(canvasElement)).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const LONG_URL = `https://hooks.lagosfresh.ng/${'payments/'.repeat(10)}end`;

/** Addresses over 100 characters are cut to 40 with an ellipsis; the full one is its title. */
export const LongAddressCut: Story = {
  args: { current: LONG_URL },
  play: async ({ canvasElement }) => {
    const shown = form(canvasElement).getByText(`${LONG_URL.slice(0, 40)}…`);
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('title', LONG_URL);
  },
};

export const Saving: Story = {
  args: { submitState: 'pending' },
  play: async ({ args, canvasElement }) => {
    await expect(addButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(addButton(canvasElement));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Something went wrong while updating your url' },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('alert')).toHaveTextContent(
      'Something went wrong while updating your url',
    );
  },
};
