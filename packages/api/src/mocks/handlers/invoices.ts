import { type HttpHandler } from 'msw';
import { sandboxNow } from '../db';
import { invoices } from '../data/invoices';
import { currencyById } from '../data/reference';
import { byDate } from '../data/subsidiaries';
import { buildInvoice } from '../factories/invoices';
import { freshTimestamp } from '../factories/orders';
import { fail, handle, ok, protectedResolver, readBody, searchParams, text } from '../http';
import { ownRowsInRange } from './ownRows';
import { invoicesOperations } from '../../invoices/operations';

function readItems(raw: unknown) {
  if (!Array.isArray(raw)) return [];
  return raw.map((entry: { item?: unknown; amount?: unknown; quantity?: unknown }) => ({
    item: text(entry.item),
    amount: Number(entry.amount),
    quantity: Number(entry.quantity),
  }));
}

export const invoicesHandlers: HttpHandler[] = [
  handle(
    invoicesOperations.fetchInvoices,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('status');
      const rows = ownRowsInRange(
        invoices,
        session,
        params,
        (row) => !status || row.status === status,
      );
      return ok({
        message: 'Invoices retrieved successfully',
        items: rows.sort(byDate((row) => row.dateCreated)),
      });
    }),
  ),
  handle(
    invoicesOperations.createInvoice,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const details = (body.businessDetails ?? {}) as Record<string, unknown>;
      const items = readItems(body.invoiceItems);
      const currency = currencyById(body.currencyId);
      const amount = Number(body.amount);
      if (!text(body.invoiceTitle)) return fail('Invoice title is required');
      if (!currency) return fail('Select a valid currency');
      if (
        !items.length ||
        items.some((item) => !item.item || !(item.amount > 0) || !(item.quantity > 0))
      ) {
        return fail('Each invoice item needs a description, a unit price and a quantity');
      }
      if (!(amount > 0)) return fail('Invoice amount must be greater than 0');
      const emailAddress = text(details.emailAddress);
      if (!text(details.customerName) || !emailAddress)
        return fail('Customer name and email are required');
      const count = invoices.filter((row) => row.subsidiaryId === session.subsidiaryId).length;
      const id = `${session.subsidiaryId}-i${count + 1}-${Date.now().toString(36)}`;
      invoices.insert(
        buildInvoice({
          id,
          subsidiaryId: session.subsidiaryId,
          title: text(body.invoiceTitle),
          description: text(body.description),
          reference: `INV-${Date.now().toString().slice(-7)}${count + 1}`,
          currency: currency.shortName,
          amount,
          dueDate: text(body.dueDate).slice(0, 10),
          status: 'Initiated',
          payment_link: Date.now().toString(36),
          discount: Number(body.discount) || 0,
          tax: Number(body.tax) || 0,
          invoiceItems: items,
          businessDetails: {
            customerName: text(details.customerName),
            companyName: text(details.companyName),
            emailAddress,
            companyEmailAddress: text(details.companyEmailAddress),
          },
          dateCreated: freshTimestamp(sandboxNow()),
        }),
      );
      return ok({ message: `Invoice sent to ${emailAddress}` });
    }),
  ),
];
