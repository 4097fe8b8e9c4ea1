import { useState } from 'react';
import { Modal, Tabs } from '@merchant/ui';
import type { RemoteData, SubmitState } from '../../types';
import type {
  MoneyBank,
  PayoutInstruction,
  PayoutRecipient,
  PayoutWallet,
  ResolveAccount,
} from '../types';
import { BeneficiaryTransferForm } from './components/BeneficiaryTransferForm';
import { NewTransferForm } from './components/NewTransferForm';
import { TransferConfirmation } from './components/TransferConfirmation';

export interface TransferDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once per confirmation with the payout to send. */
  onSubmit: (instruction: PayoutInstruction) => void;
  /** Wallets a payout can be debited from, with their available balances. */
  wallets: readonly PayoutWallet[];
  /** The currency chosen first (the page's currency). */
  defaultCurrency: string;
  /** Banks of the bank selector. */
  banks: readonly MoneyBank[];
  /** Earlier recipients for the 'Beneficiary' tab. */
  recipients: RemoteData<readonly PayoutRecipient[]>;
  /** Looks up an account name; rejects with the server's message. */
  onResolveAccount: ResolveAccount;
  /** The fee of a payout of this amount, in its currency. */
  feeFor: (amount: number, currency: string) => number;
  /** Progress of the payout; 'pending' makes the confirm button busy. */
  submitState: SubmitState;
  /** The server's message, shown on the confirmation step while `submitState` is 'error'. */
  errorMessage?: string;
}

const TAB_NEW = 'new';
const TAB_BENEFICIARY = 'beneficiary';

type TransferBodyProps = Omit<TransferDialogProps, 'open'> & {
  review: PayoutInstruction | null;
  onReview: (instruction: PayoutInstruction | null) => void;
};

function TransferBody({ review, onReview, ...props }: TransferBodyProps) {
  const [tab, setTab] = useState(TAB_NEW);
  const shared = {
    banks: props.banks,
    wallets: props.wallets,
    defaultCurrency: props.defaultCurrency,
    feeFor: props.feeFor,
    onReview,
    onCancel: props.onClose,
  };
  return (
    <>
      {/* The forms stay mounted (hidden) during the review, so Back finds what was typed. */}
      <div hidden={review !== null}>
        <Tabs
          aria-label="Transfer to"
          value={tab}
          onChange={setTab}
          keepMounted
          tabs={[
            {
              id: TAB_NEW,
              label: 'New Transfer',
              content: <NewTransferForm {...shared} onResolveAccount={props.onResolveAccount} />,
            },
            {
              id: TAB_BENEFICIARY,
              label: 'Beneficiary',
              content: <BeneficiaryTransferForm {...shared} recipients={props.recipients} />,
            },
          ]}
        />
      </div>
      {review ? (
        <TransferConfirmation
          instruction={review}
          fee={props.feeFor(review.amount, review.currency)}
          wallet={props.wallets.find((wallet) => wallet.currency === review.currency)}
          onConfirm={props.onSubmit}
          onBack={() => onReview(null)}
          submitState={props.submitState}
          errorMessage={props.errorMessage}
        />
      ) : null}
    </>
  );
}

/**
 * The 'Transfer' modal of part 2 sections 2 and 4: tabs 'New Transfer' and 'Beneficiary', then a
 * confirmation step that shows recipient, account, bank, amount, currency and fee before the
 * money moves. The app decides what the answer means ('00', '007' or an error).
 */
export function TransferDialog({ open, ...props }: TransferDialogProps) {
  const [review, setReview] = useState<PayoutInstruction | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // The app closes the dialog itself after '00' or '007': the next opening starts at the form.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setReview(null);
  }
  const close = () => {
    if (props.submitState === 'pending') return;
    setReview(null);
    props.onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      size="md"
      title="Transfer"
      description={review ? 'Confirm the transfer: the money moves when you send it.' : undefined}
      closeOnBackdropClick={false}
    >
      {/* Mounted only while open, so each opening starts empty. */}
      <TransferBody {...props} onClose={close} review={review} onReview={setReview} />
    </Modal>
  );
}
