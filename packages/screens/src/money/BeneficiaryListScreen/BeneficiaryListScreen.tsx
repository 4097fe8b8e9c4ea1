import { formatDate } from '@merchant/ui';
import { ListScreen, type ListColumn, type ListViewProps } from '../../list';
import type { beneficiaryFilters } from '../filters';
import type { BeneficiaryRow } from '../types';

/** Part 2 section 2: the beneficiaries empty text. */
export const BENEFICIARIES_EMPTY_TEXT = 'You currently do not have any beneficiary';

/** Name, Type, Recipient, Date ('DD MMM YYYY'); the row menu is the Action column. */
export const beneficiaryColumns: readonly ListColumn<BeneficiaryRow>[] = [
  { id: 'name', header: 'Name', text: (row) => row.name, sortable: true },
  { id: 'type', header: 'Type', text: (row) => row.type, sortable: true },
  {
    id: 'accountNumber',
    header: 'Recipient',
    text: (row) => (row.bankName ? `${row.accountNumber} · ${row.bankName}` : row.accountNumber),
  },
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'beneficiary'),
    sortable: true,
    sortKind: 'date',
  },
];

export interface BeneficiaryListScreenProps extends ListViewProps<
  BeneficiaryRow,
  typeof beneficiaryFilters.fields
> {
  /** 'Add new beneficiary'. */
  onAdd: () => void;
  /** A row's 'Resolve' (confirmed first). */
  onResolve: (row: BeneficiaryRow) => void;
  /** A row's 'Delete' (confirmed first). */
  onDelete: (row: BeneficiaryRow) => void;
}

/** Beneficiaries: type and date filters, 'Add new beneficiary', Resolve and Delete. */
export function BeneficiaryListScreen({
  onAdd,
  onResolve,
  onDelete,
  ...view
}: BeneficiaryListScreenProps) {
  return (
    <ListScreen<BeneficiaryRow, typeof beneficiaryFilters.fields>
      {...view}
      title="Beneficiaries"
      onExport={undefined}
      columns={beneficiaryColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.name} ${row.accountNumber}`}
      emptyText={BENEFICIARIES_EMPTY_TEXT}
      primaryAction={{ label: 'Add new beneficiary', onClick: onAdd }}
      rowActions={(row) => [
        { label: 'Resolve', onSelect: () => onResolve(row) },
        { label: 'Delete', onSelect: () => onDelete(row), tone: 'danger' },
      ]}
    />
  );
}
