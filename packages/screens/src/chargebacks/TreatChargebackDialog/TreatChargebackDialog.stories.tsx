import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clickByPosition } from '../../forms/clickByPosition';
import { fixtureFile } from '../../forms/fixtureFile';
import type { SubmitState } from '../../types';
import type { ChargebackTreatmentValues } from '../types';
import { TreatChargebackDialog, type TreatChargebackDialogProps } from './TreatChargebackDialog';
import { treatChargebackMessages } from './TreatChargebackDialog.schema';

const meta: Meta<typeof TreatChargebackDialog> = {
  title: 'Screens/Chargebacks/TreatChargebackDialog',
  component: TreatChargebackDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    amount: 45000,
    currency: 'NGN',
    submitState: 'idle',
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Treat Chargeback' });
const comment = () => within(dialog()).getByRole('textbox', { name: /^Comment/ });
const submitButton = () => within(dialog()).getByRole('button', { name: 'Submit Request' });
const fileInput = () => {
  const input = dialog().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new TypeError('file input missing');
  return input;
};
const pdf = (name: string, size = 2048) => fixtureFile('pdf', name, size);

export const Default: Story = {
  play: async () => {
    await expect(within(dialog()).getByRole('radio', { name: 'Accepted' })).toBeChecked();
    await expect(within(dialog()).getByRole('radio', { name: 'Decline' })).not.toBeChecked();
    await expect(comment()).toHaveFocus();
    await expect(submitButton()).toBeDisabled();
    await expect(dialog()).toHaveAccessibleDescription(
      'A chargeback of NGN 45,000.00. Accept it, or decline it with proof.',
    );
  },
};

export const AcceptWithComment: Story = {
  play: async ({ args }) => {
    await userEvent.type(comment(), '  Refund the customer  ');
    await expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        accepted: true,
        comment: 'Refund the customer',
        proofs: [],
      }),
    );
  },
};

export const DeclineWithTwoProofs: Story = {
  play: async ({ args }) => {
    // The circle itself, while the autofocused Comment is left empty: the Comment's message on
    // blur must not move the radio from under the click.
    const decline = within(dialog()).getByRole('radio', { name: 'Decline' });
    await clickByPosition(decline);
    await expect(decline).toBeChecked();
    await userEvent.type(comment(), 'The goods were delivered');
    const waybill = pdf('waybill.pdf');
    const photo = fixtureFile('jpeg', 'photo.jpg', 10);
    await userEvent.upload(fileInput(), [waybill, photo]);
    await expect(await within(dialog()).findByText('waybill.pdf')).toBeVisible();
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        accepted: false,
        comment: 'The goods were delivered',
        proofs: [waybill, photo],
      }),
    );
  },
};

export const CommentRequired: Story = {
  play: async ({ args }) => {
    await userEvent.type(comment(), '   ');
    await expect(submitButton()).toBeDisabled();
    await userEvent.tab();
    await expect(
      await within(dialog()).findByText(treatChargebackMessages.commentRequired),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProofTooLarge: Story = {
  play: async ({ args }) => {
    await userEvent.upload(fileInput(), pdf('scan.pdf', 5 * 1024 * 1024 + 1));
    await expect(
      await within(dialog()).findByText(treatChargebackMessages.proofSize),
    ).toBeVisible();
    await expect(within(dialog()).queryByRole('list', { name: 'Chosen files' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProofWrongType: Story = {
  play: async () => {
    await userEvent.upload(fileInput(), new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(
      await within(dialog()).findByText(treatChargebackMessages.proofType),
    ).toBeVisible();
  },
};

/** The app's flow: the first submit turns the dialog 'pending', so the second is ignored. */
function PendingAfterSubmit(props: TreatChargebackDialogProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (values: ChargebackTreatmentValues) => {
    setSubmitState('pending');
    props.onSubmit(values);
  };
  return <TreatChargebackDialog {...props} submitState={submitState} onSubmit={onSubmit} />;
}

export const DoubleClickSendsOnce: Story = {
  render: (args) => <PendingAfterSubmit {...args} />,
  play: async ({ args }) => {
    await userEvent.type(comment(), 'Refund the customer');
    await userEvent.dblClick(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * The app's flow as it runs: pending, then success while the dialog is still open (the lists it
 * changed are read again before it closes). A click then must not send the treatment again.
 */
function SucceedsBeforeClosing(props: TreatChargebackDialogProps) {
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const onSubmit = (values: ChargebackTreatmentValues) => {
    setSubmitState('pending');
    props.onSubmit(values);
    setTimeout(() => setSubmitState('success'), 50);
  };
  return <TreatChargebackDialog {...props} submitState={submitState} onSubmit={onSubmit} />;
}

export const ClickAfterSuccessSendsNothing: Story = {
  render: (args) => <SucceedsBeforeClosing {...args} />,
  play: async ({ args }) => {
    await userEvent.type(comment(), 'Refund the customer');
    await userEvent.click(submitButton());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { submitState: 'pending' },
  play: async () => {
    await expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  args: {
    submitState: 'error',
    errorMessage: 'Something went wrong while trying to process this request',
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Something went wrong while trying to process this request',
    );
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Each decision answers a click on the radio itself, with the autofocused Comment left empty. */
export const ClickEachControl: Story = {
  play: async () => {
    for (const name of ['Decline', 'Accepted']) {
      const radio = within(dialog()).getByRole('radio', { name });
      await clickByPosition(radio);
      await expect(radio).toBeChecked();
    }
  },
};
