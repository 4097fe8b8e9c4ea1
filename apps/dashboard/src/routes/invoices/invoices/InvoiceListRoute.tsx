import { useNavigate } from 'react-router-dom';
import { fetchInvoices, invoiceKeys, invoicePaymentUrl } from '@merchant/api';
import { InvoiceListScreen, PATHS, invoiceColumns, invoiceFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { MoneyListBanner } from '../../../app/money/MoneyListBanner';
import { loadInvoiceRecords } from '../../../app/money/invoiceRecords';
import { useOpenExternal } from '../../../app/useOpenExternal';

/** /dashboard/business/invoice: the invoices come whole, so the browser pages and sorts them. */
export function InvoiceListRoute() {
  const navigate = useNavigate();
  const openExternal = useOpenExternal();
  const list = useListPage({
    definition: invoiceFilters,
    source: { keys: invoiceKeys, all: fetchInvoices },
    columns: invoiceColumns,
    fileName: 'Invoices',
  });
  return (
    <>
      <MoneyListBanner list="invoices" loadRecords={loadInvoiceRecords} />
      <InvoiceListScreen
        {...list.screen}
        onNewInvoice={() => navigate(PATHS.newInvoice)}
        onInitiatePayment={(row) => {
          if (row.payment_link) openExternal(invoicePaymentUrl(row.reference, row.payment_link));
        }}
      />
    </>
  );
}
