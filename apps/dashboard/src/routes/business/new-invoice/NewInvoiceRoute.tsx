import { useNavigate } from 'react-router-dom';
import { useCreateInvoice, useCurrencies } from '@merchant/api';
import { NewInvoiceWizard, PATHS } from '@merchant/screens';
import { formatDate } from '@merchant/ui';
import { formRequest } from '../../../app/submitState';

/** /dashboard/business/invoice/new-invoice: 'Send invoice' posts, shows the message, lists. */
export function NewInvoiceRoute() {
  const navigate = useNavigate();
  const currencies = useCurrencies();
  const create = useCreateInvoice();

  return (
    <NewInvoiceWizard
      currencies={(currencies.data ?? []).map((currency) => ({
        id: String(currency.id),
        shortName: currency.shortName,
        name: currency.name,
      }))}
      today={formatDate(new Date(), 'apiDate')}
      onCancel={() => navigate(-1)}
      {...formRequest(create, () => navigate(PATHS.invoices))}
    />
  );
}
