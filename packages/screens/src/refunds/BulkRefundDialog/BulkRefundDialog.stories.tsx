import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_BULK_REFUND } from '../bulkRefundCsv';
import { BulkRefundDialog } from './BulkRefundDialog';

const meta: Meta<typeof BulkRefundDialog> = {
  title: 'Screens/Refunds/BulkRefundDialog',
  component: BulkRefundDialog,
  args: { open: true, onClose: fn(), onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const HEADER = 'transactionReference,amount,reason\n';
const csv = (text: string, name = 'refunds.csv') => new File([text], name, { type: 'text/csv' });
const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Log bulk refunds' }));
const choose = async (file: File) => {
  const form = await dialog();
  const input = within(document.body)
    .getByRole('dialog')
    .querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new TypeError('No file input');
  // Deliver every file, as a drop would: the dialog itself must refuse the wrong type.
  await userEvent.setup({ applyAccept: false }).upload(input, file);
  return form;
};

export const ValidFile: Story = {
  play: async ({ args }) => {
    const form = await choose(csv(`${HEADER}PAY-1,100,Damaged\nPAY-2,50.5,\n`));
    await expect(await form.findByText('2 refunds ready to log')).toBeVisible();
    await userEvent.dblClick(form.getByRole('button', { name: 'Log refunds' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { transactionReference: 'PAY-1', amount: 100, reason: 'Damaged' },
      { transactionReference: 'PAY-2', amount: 50.5, reason: '' },
    ]);
  },
};

export const HeaderOnly: Story = {
  play: async ({ args }) => {
    const form = await choose(csv(HEADER));
    await expect(await form.findByText(EMPTY_BULK_REFUND)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Log refunds' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadRows: Story = {
  play: async ({ args }) => {
    const form = await choose(csv(`${HEADER},10,x\nPAY-2,ten,\n`));
    await expect(
      await form.findByText('Row 2: the transaction reference is missing'),
    ).toBeVisible();
    await expect(form.getByText("Row 3: the amount 'ten' is not a number above 0")).toBeVisible();
    await expect(form.getByRole('button', { name: 'Log refunds' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotACsv: Story = {
  play: async ({ args }) => {
    const form = await choose(
      new File(['x'], 'refunds.xlsx', { type: 'application/vnd.ms-excel' }),
    );
    await expect(await form.findByText(/The file must be a .csv file/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { submitState: 'error', errorMessage: 'Unable to log refunds' },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('alert')).toHaveTextContent('Unable to log refunds');
  },
};

export const ReferenceListedTwice: Story = {
  play: async ({ args }) => {
    const form = await choose(csv(`${HEADER}PAY-1,10,a\nPAY-2,5,\nPAY-1,10,a\n`));
    await expect(
      await form.findByText('Row 4: the transaction reference PAY-1 is already on row 2'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: 'Log refunds' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A file whose reading takes a while, like a large file on a slow disk. */
class SlowFile extends File {
  override async text() {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return super.text();
  }
}

export const SecondFileWhileTheFirstIsRead: Story = {
  play: async ({ args }) => {
    await choose(new SlowFile([`${HEADER}PAY-1,100,a\nPAY-2,50,b\n`], 'first.csv'));
    const form = await choose(csv(`${HEADER}PAY-9,9,c\n`, 'second.csv'));
    await expect(await form.findByText('1 refund ready to log')).toBeVisible();
    // The first file's read ends now: it must not replace the second file's rows.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(form.getByText('1 refund ready to log')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Log refunds' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { transactionReference: 'PAY-9', amount: 9, reason: 'c' },
    ]);
  },
};
