import { ListScreen, type ListViewProps } from '../../list';
import type { invoiceFilters } from '../filters';
import { invoiceColumns } from '../invoiceColumns';
import type { InvoiceRow } from '../types';

/** Part 1 "Invoices": the empty text. */
export const INVOICES_EMPTY_TEXT = 'You currently do not have any invoices';

export interface InvoiceListScreenProps extends ListViewProps<
  InvoiceRow,
  typeof invoiceFilters.fields
> {
  /** Called by 'New Invoice'. */
  onNewInvoice: () => void;
  /** Called by a row's 'Initiate Payment' (offered when the invoice has a payment link). */
  onInitiatePayment: (row: InvoiceRow) => void;
}

/** /dashboard/business/invoice: the invoices, a 'New Invoice' action and 'Initiate Payment'. */
export function InvoiceListScreen({
  onNewInvoice,
  onInitiatePayment,
  ...view
}: InvoiceListScreenProps) {
  return (
    <ListScreen<InvoiceRow, typeof invoiceFilters.fields>
      {...view}
      title="Invoices"
      columns={invoiceColumns}
      getRowId={(row) => row.id ?? row.reference}
      getRowLabel={(row) => row.reference}
      emptyText={INVOICES_EMPTY_TEXT}
      primaryAction={{ label: 'New Invoice', onClick: onNewInvoice }}
      rowActions={(row) => [
        {
          label: 'Initiate Payment',
          onSelect: () => onInitiatePayment(row),
          disabled: !row.payment_link,
        },
      ]}
    />
  );
}
