import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EVERY_OUTCOME } from '../fixtures';
import { ExplainLineDialog } from './ExplainLineDialog';

const meta: Meta<typeof ExplainLineDialog> = {
  title: 'Screens/Money/Reconciliation/ExplainLineDialog',
  component: ExplainLineDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle', line: EVERY_OUTCOME[6]! },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Mark as explained' }));

/** The note is saved with the line. */
export const Default: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.type(
      form.getByLabelText(/Note/),
      'Paid by the provider on 2 Dec, after the statement',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      note: 'Paid by the provider on 2 Dec, after the statement',
    });
  },
};

/** A line explained before opens with its note. */
export const Explained: Story = {
  args: { line: EVERY_OUTCOME[4]! },
  play: async () => {
    const form = await dialog();
    await expect(form.getByLabelText(/Note/)).toHaveValue('Customer paid an invoice by transfer');
  },
};

/** An empty note is refused with a message. */
export const NoteRequired: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Say why this line is explained')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
