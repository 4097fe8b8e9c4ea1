import { useState } from 'react';
import { AmountField, Button, DescriptionList, Modal, Select } from '@merchant/ui';
import type { WalletAccountDetails } from '../types';
import { FundActions, FundBody, FundNote } from './FundBalanceDialog.styles';

/** Why Fund is disabled: the spec gives it no call (part 2 section 2). */
export const FUND_UNAVAILABLE =
  'Funding from the dashboard is not available yet. Transfer the amount to the account above; the balance updates when the money arrives.';

export interface FundBalanceDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The balances that can be funded (wallet currencies). */
  currencies: readonly string[];
  /** The account to transfer to. */
  account: WalletAccountDetails | undefined;
}

/**
 * The funding history's 'Fund balance' modal: the bank details, 'Which balance do you want to
 * fund?' and 'Funding amount'. Its Fund button has no call in the spec, so it is disabled and
 * says why.
 */
export function FundBalanceDialog({ open, onClose, currencies, account }: FundBalanceDialogProps) {
  const [amount, setAmount] = useState('');
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Fund balance"
      footer={
        <FundActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button disabled aria-describedby="fund-unavailable">
            Fund
          </Button>
        </FundActions>
      }
    >
      <FundBody>
        <DescriptionList
          columns={1}
          emptyText="Not available"
          items={[
            { label: 'Bank name', value: account?.bankName },
            { label: 'Account number', value: account?.accountNumber },
            { label: 'Account name', value: account?.accountName },
          ]}
        />
        <Select
          label="Which balance do you want to fund?"
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
        />
        <AmountField label="Funding amount" value={amount} onValueChange={setAmount} />
        <FundNote id="fund-unavailable">{FUND_UNAVAILABLE}</FundNote>
      </FundBody>
    </Modal>
  );
}
