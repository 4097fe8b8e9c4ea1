import { orNA } from '@merchant/ui';
import { ListScreen, type ListColumn, type ListViewProps } from '../../list';
import type { virtualAccountFilters } from '../filters';
import type { VirtualAccountRow } from '../types';

/** Part 2 section 2: the virtual accounts empty text. */
export const VIRTUAL_ACCOUNTS_EMPTY_TEXT = 'You currently do not have any virtual wallets';

export const virtualAccountColumns: readonly ListColumn<VirtualAccountRow>[] = [
  { id: 'accountName', header: 'Account Name', text: (row) => row.accountName, sortable: true },
  {
    id: 'accountNumber',
    kind: 'reference',
    header: 'Account Number',
    text: (row) => row.accountNumber,
  },
  { id: 'bankName', header: 'Bank Name', text: (row) => orNA(row.bankName) },
  { id: 'bvn', kind: 'reference', header: 'BVN', text: (row) => orNA(row.bvn) },
];

/** The search box: every row whose name, number, bank or BVN holds the text. */
export function matchesVirtualAccountSearch(row: VirtualAccountRow, search: string | undefined) {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return [row.accountName, row.accountNumber, row.bankName, row.bvn].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

export interface VirtualAccountListScreenProps extends ListViewProps<
  VirtualAccountRow,
  typeof virtualAccountFilters.fields
> {
  /** 'Create Virtual Wallet'. */
  onCreate: () => void;
}

/** Virtual accounts: the table, the search and 'Create Virtual Wallet'. */
export function VirtualAccountListScreen({ onCreate, ...view }: VirtualAccountListScreenProps) {
  return (
    <ListScreen<VirtualAccountRow, typeof virtualAccountFilters.fields>
      {...view}
      title="Virtual Wallets"
      onExport={undefined}
      columns={virtualAccountColumns}
      getRowId={(row) => row.id ?? row.accountNumber}
      emptyText={VIRTUAL_ACCOUNTS_EMPTY_TEXT}
      primaryAction={{ label: 'Create Virtual Wallet', onClick: onCreate }}
    />
  );
}
