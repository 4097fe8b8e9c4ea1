import type { DataTableColumn } from '@merchant/ui';
import type { PayoutBankAccount } from '../types';

/** The 'Bank accounts' table: bank name, account number, account name. */
export const bankAccountColumns: DataTableColumn<PayoutBankAccount>[] = [
  { id: 'bankName', header: 'Bank name', value: (row) => row.bankName ?? 'N/A' },
  { id: 'accountNumber', header: 'Account number', value: (row) => row.accountNumber },
  { id: 'accountName', header: 'Account name', value: (row) => row.accountName },
];
