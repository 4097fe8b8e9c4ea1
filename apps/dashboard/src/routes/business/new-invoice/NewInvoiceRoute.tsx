import { useNavigate } from 'react-router-dom';
import { useCreateInvoice, useCurrencies } from '@merchant/api';
import { NewInvoiceWizard, PATHS, type NewInvoiceValues } from '@merchant/screens';
import { formatDate } from '@merchant/ui';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** /dashboard/business/invoice/new-invoice: 'Send invoice' posts, shows the message, lists. */
export function NewInvoiceRoute() {
  const navigate = useNavigate();
  const currencies = useCurrencies();
  const create = useCreateInvoice();

  const send = async (values: NewInvoiceValues) => {
    if (create.isMutating) return;
    const sent = await create.trigger(values).then(
      () => true,
      () => false,
    );
    if (sent) navigate(PATHS.invoices);
  };

  return (
    <NewInvoiceWizard
      currencies={(currencies.data ?? []).map((currency) => ({
        id: String(currency.id),
        shortName: currency.shortName,
        name: currency.name,
      }))}
      today={formatDate(new Date(), 'apiDate')}
      onCancel={() => navigate(-1)}
      onSubmit={(values) => void send(values)}
      submitState={submitStateOf(create)}
      errorMessage={errorMessageOf(create.error)}
    />
  );
}
