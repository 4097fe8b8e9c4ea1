import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_MAX_BYTES } from '../documents';
import { pdfFile, pngFile } from '../fixtures';
import { upload } from '../storyHelpers';
import { KycDocumentsForm } from './KycDocumentsForm';

const meta: Meta<typeof KycDocumentsForm> = {
  title: 'Screens/KYC/KycDocumentsForm',
  component: KycDocumentsForm,
  args: { onSubmit: fn(), submitState: 'idle' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'KYC Details' });

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    const bill = pngFile('bill.png');
    const nin = pdfFile('nin.pdf');
    await upload(root, 'Proof of address', bill);
    await upload(root, 'Identification', nin);
    await userEvent.click(within(root).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ proofofaddress: bill, id: nin }),
    );
  },
};

export const ProofOfAddressTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const root = form(canvasElement);
    await upload(root, 'Identification', pdfFile('nin.pdf'));
    await upload(root, 'Proof of address', pdfFile('bill.pdf', DOCUMENT_MAX_BYTES + 1));
    await expect(await within(root).findByText('Document should be 5bm or less')).toBeVisible();
    await expect(within(root).getByText('nin.pdf')).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: 'Save' }));
    await expect(await within(root).findByText('Proof of address is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
