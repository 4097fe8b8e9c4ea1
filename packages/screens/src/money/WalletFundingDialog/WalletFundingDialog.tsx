import { Button, CopyButton, DescriptionList, Modal } from '@merchant/ui';
import type { WalletAccountDetails } from '../types';
import { FundingActions, FundingBody } from './WalletFundingDialog.styles';

/**
 * Part 2 section 9: "Copy confirmation 2 seconds". Part 1 gives the balances modal a 200 ms
 * reset; part 2 governs it (packages/api/CONTRACT.md, spec conflicts).
 */
export const COPY_CONFIRMATION_MS = 2000;

export interface WalletFundingDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** 'Topup Balance' on Balances (part 2's title, not part 1's 'Top Up Account'), 'Fund Balance' on Transfers. */
  title: 'Topup Balance' | 'Fund Balance';
  /** The wallet's currency, e.g. 'NGN'. */
  currency: string;
  /** The account to transfer to. */
  account: WalletAccountDetails | undefined;
}

/**
 * How to fund a wallet by bank transfer: bank name, account number and account name, with a
 * copy button for the number ('Copied!' for 2 seconds). The top-up itself is the bank transfer;
 * the spec shows no call for it.
 */
export function WalletFundingDialog({
  open,
  onClose,
  title,
  currency,
  account,
}: WalletFundingDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      description={`Transfer to this account from any bank to fund your ${currency} wallet.`}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <FundingBody>
        <DescriptionList
          columns={1}
          emptyText="Not available"
          items={[
            { label: 'Account number', value: account?.accountNumber },
            { label: 'Bank name', value: account?.bankName },
            { label: 'Account name', value: account?.accountName },
          ]}
        />
        {account?.accountNumber ? (
          <FundingActions>
            <CopyButton
              value={account.accountNumber}
              label="Copy account number"
              copiedLabel="Copied!"
              resetAfterMs={COPY_CONFIRMATION_MS}
              variant="secondary"
            />
          </FundingActions>
        ) : null}
      </FundingBody>
    </Modal>
  );
}
