import { formatDate } from '@merchant/ui';
import type { ExportColumn } from '@merchant/ui/export';
import type { SampleTransaction } from '../../packages/ui/src/components/DataTable/DataTable.fixtures';

/** The columns a transactions export writes (eight, as the list's export does). */
export const exportColumns: ReadonlyArray<ExportColumn<SampleTransaction>> = [
  { header: 'Date', value: (row) => formatDate(row.dateCreated, 'transaction') },
  { header: 'Customer', value: (row) => row.customerName },
  { header: 'Email', value: (row) => row.customerEmail },
  { header: 'Reference', value: (row) => row.paymentReference },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Status', value: (row) => row.orderStatus },
  { header: 'Id', value: (row) => row.id },
];
