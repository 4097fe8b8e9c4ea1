import { orNA } from '@merchant/ui';
import type { ListColumn } from '../../list';
import type { PayoutBankAccount } from '../types';

/** The 'Bank accounts' table: bank name, account number, account name. */
export const bankAccountColumns: readonly ListColumn<PayoutBankAccount>[] = [
  { id: 'bankName', header: 'Bank name', text: (row) => orNA(row.bankName) },
  {
    id: 'accountNumber',
    kind: 'reference',
    header: 'Account number',
    text: (row) => row.accountNumber,
  },
  { id: 'accountName', header: 'Account name', text: (row) => row.accountName },
];
