import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UNSAFE_LINK_NOTE } from '@merchant/ui';
import { buildChargebackDetails, buildFeedback } from '../../fixtures';
import { FeedbackThreads } from './FeedbackThreads';

const meta: Meta<typeof FeedbackThreads> = {
  title: 'Screens/Chargebacks/ChargebackDetails/FeedbackThreads',
  component: FeedbackThreads,
  args: { entries: buildChargebackDetails().feedback },
};
export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvasElement: HTMLElement) =>
  Array.from(
    within(canvasElement).getByRole('list', { name: 'Feedback Threads' }).children,
  ) as HTMLElement[];

/** Newest first: the Admin's final comment, the Merchant's proof, the first request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [newest, merchant, oldest] = entries(canvasElement) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(entries(canvasElement)).toHaveLength(3);
    await expect(newest).toHaveTextContent('Admin');
    await expect(newest).toHaveTextContent('Final Comment');
    await expect(newest).toHaveTextContent(
      'Thank you. The proof has been sent to the issuing bank.',
    );
    await expect(merchant).toHaveTextContent('Merchant');
    await expect(merchant).not.toHaveTextContent('Final Comment');
    await expect(oldest).toHaveTextContent('November 18th 2026, 9:30 am');
  },
};

/** Proof files link out by their decoded file names. */
export const WithProofs: Story = {
  args: {
    entries: [
      buildFeedback({
        id: '502',
        author: 'Merchant',
        comment: 'The order was delivered on 12 November. Signed waybill attached.',
        proofs: [
          { id: '9001', url: 'https://files.example.ng/chargebacks/730112/waybill.pdf' },
          { id: '9002', url: 'https://files.example.ng/chargebacks/730112/delivery%20photo.jpg' },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const proofs = within(within(canvasElement).getByRole('list', { name: 'Proof files' }));
    await expect(proofs.getByRole('link', { name: 'waybill.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.ng/chargebacks/730112/waybill.pdf',
    );
    await expect(proofs.getByRole('link', { name: 'delivery photo.jpg' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/**
 * A proof whose address is not https (a file host misconfigured, or a forged entry): its name
 * shows as text with the address and the note, never as a link; the https proof beside it links.
 */
export const ProofNotHttps: Story = {
  args: {
    entries: [
      buildFeedback({
        id: '503',
        author: 'Merchant',
        comment: 'Proof of delivery attached.',
        proofs: [
          { id: '9004', url: 'http://files.example.ng/chargebacks/730112/waybill.pdf' },
          { id: '9005', url: 'https://files.example.ng/chargebacks/730112/receipt.png' },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Proof files' });
    const [insecure, secure] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(insecure).queryByRole('link')).toBeNull();
    await expect(insecure).toHaveTextContent(
      `waybill.pdf (http://files.example.ng/chargebacks/730112/waybill.pdf) ${UNSAFE_LINK_NOTE}`,
    );
    await expect(within(list).getAllByRole('link')).toHaveLength(1);
    await expect(within(secure).getByRole('link', { name: 'receipt.png' })).toHaveAttribute(
      'href',
      'https://files.example.ng/chargebacks/730112/receipt.png',
    );
  },
};

/** A proof-only entry: no comment, the file stands alone. */
export const ProofWithoutComment: Story = {
  args: {
    entries: [
      buildFeedback({
        author: 'Merchant',
        comment: '',
        proofs: [{ id: '9003', url: 'https://files.example.ng/chargebacks/730112/receipt.png' }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'receipt.png' })).toBeVisible();
    await expect(canvas.queryByText(/Kindly share proof of delivery/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No feedback yet')).toBeVisible();
    await expect(canvas.getByText('Comments on this chargeback show here.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Feedback Threads' })).toBeNull();
  },
};
