import { useNavigate } from 'react-router-dom';
import { useCreateInvoice, useCurrencies, type NewInvoice } from '@merchant/api';
import { MoneyOutcomeDialog, NewInvoiceWizard, PATHS } from '@merchant/screens';
import { formatDate } from '@merchant/ui';
import { loadInvoiceRecords } from '../../../app/money/invoiceRecords';
import { useMoneyAction } from '../../../app/money/useMoneyAction';

/**
 * /dashboard/business/invoice/new-invoice: 'Send invoice' posts, shows the message, lists. No
 * answer, or the invoice recorded twice, puts the money notice in the wizard's place (ADR 015);
 * closing it goes to the list.
 */
export function NewInvoiceRoute() {
  const navigate = useNavigate();
  const currencies = useCurrencies();
  const toList = () => navigate(PATHS.invoices);
  const create = useMoneyAction({
    name: 'invoice',
    action: 'invoice',
    list: 'invoices',
    mutation: useCreateInvoice(),
    instructionsOf: (invoice: NewInvoice) => [
      {
        recipient: '',
        // The invoice list names no customer: its title stands for who is billed.
        account: invoice.invoiceTitle,
        amount: invoice.amount,
        currency:
          currencies.data?.find((currency) => String(currency.id) === String(invoice.currencyId))
            ?.shortName ?? '',
      },
    ],
    loadRecords: loadInvoiceRecords,
    onDone: toList,
    title: 'Send invoice',
    onClose: toList,
  });

  if (create.outcome) return <MoneyOutcomeDialog {...create.outcome} />;
  return (
    <NewInvoiceWizard
      currencies={(currencies.data ?? []).map((currency) => ({
        id: String(currency.id),
        shortName: currency.shortName,
        name: currency.name,
      }))}
      today={formatDate(new Date(), 'apiDate')}
      onCancel={() => navigate(-1)}
      onSubmit={create.submit}
      submitState={create.submitState}
      errorMessage={create.errorMessage}
    />
  );
}
