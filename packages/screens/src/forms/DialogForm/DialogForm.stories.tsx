import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, DescriptionList, TextField } from '@merchant/ui';
import { DialogForm } from './DialogForm';
import { FieldRow } from '../layout';
import { offline } from '../../offlineStory';

const meta: Meta<typeof DialogForm> = {
  title: 'Screens/Forms/DialogForm',
  component: DialogForm,
  args: {
    label: 'New Customer',
    submitLabel: 'Create Customer',
    submitState: 'idle',
    onCancel: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: (
      <FieldRow>
        <TextField label="First name" required />
        <TextField label="Last name" required />
      </FieldRow>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** The fields, then Cancel and the submit button, in that order. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'New Customer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Customer' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server's message shows above the fields; the fields stay as they were. */
export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Customer with this email already exists' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Customer with this email already exists');
  },
};

/** A message is shown only for a failed request, not while idle. */
export const MessageWithoutError: Story = {
  args: { errorMessage: 'An old message' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** While the request runs the submit button is busy and Cancel waits for the answer. */
export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: /Create Customer/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The spec's rule keeps the button disabled until the required fields are given. */
export const SubmitDisabled: Story = {
  args: { submitDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Create Customer' }),
    ).toBeDisabled();
  },
};

/** A submit that needs the network, offline: disabled, with the reason under it. */
export const Offline: Story = {
  args: { offlineAction: 'create a customer' },
  decorators: [offline],
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Create Customer' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'You are offline. Reconnect to create a customer.',
    );
  },
};

/**
 * What the form acts on comes first, then the server's error, the fields, and a third button
 * before Cancel; the three buttons sit closer.
 */
export const SummaryAndExtraAction: Story = {
  args: {
    label: 'Verify Payout',
    submitLabel: 'Verify',
    submitState: 'error',
    errorMessage: 'Invalid OTP, please check and try again',
    summary: (
      <DescriptionList
        title="What you approve"
        headingLevel={3}
        items={[
          { label: 'Recipient', value: 'Adaeze Okafor' },
          { label: 'Amount', value: 'NGN 250,000.00' },
        ]}
      />
    ),
    extraAction: (
      <Button variant="ghost" onClick={fn()}>
        Resend OTP
      </Button>
    ),
    children: <TextField label="OTP" required />,
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Verify Payout' });
    const summary = within(form).getByRole('region', { name: 'What you approve' });
    const alert = within(form).getByRole('alert');
    await expect(summary.compareDocumentPosition(alert)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const buttons = within(form).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Resend OTP',
      'Cancel',
      'Verify',
    ]);
  },
};
