import { type HttpHandler } from 'msw';
import { sandboxNow } from '../db';
import { currencyById } from '../data/reference';
import { paymentLinks } from '../data/paymentLinks';
import { freshTimestamp } from '../factories/orders';
import { buildPaymentLink, PAYMENT_LINK_TYPES } from '../factories/paymentLinks';
import { handle, fail, ok, protectedResolver, readBody, searchParams } from '../http';
import { ownRowsInRange, wholeList } from './ownRows';
import { paymentLinksOperations } from '../../paymentLinks/operations';

const optionalNumber = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : Number(value);

export const paymentLinksHandlers: HttpHandler[] = [
  handle(
    paymentLinksOperations.fetchPaymentLinks,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('status');
      const rows = ownRowsInRange(
        paymentLinks,
        session,
        params,
        (row) => !status || (status.toLowerCase() === 'active') === row.isActive,
      );
      return wholeList('Payment links retrieved successfully', rows);
    }),
  ),
  handle(
    paymentLinksOperations.fetchPaymentLinkTypes,
    protectedResolver(() =>
      ok({ message: 'Payment link types retrieved', data: PAYMENT_LINK_TYPES }),
    ),
  ),
  handle(
    paymentLinksOperations.createPaymentLink,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const type = PAYMENT_LINK_TYPES.find((item) => item.code === body.paymentType);
      const currency = currencyById(body.currency);
      if (!name || !type || !currency)
        return fail('Name, a valid payment type and currency are required');
      const amount = optionalNumber(body.amount);
      const limit = optionalNumber(body.limit);
      if ((amount !== null && !(amount > 0)) || (limit !== null && !(limit > 0))) {
        return fail('Amount and limit must be positive numbers');
      }
      const count = paymentLinks.filter((row) => row.subsidiaryId === session.subsidiaryId).length;
      const link = paymentLinks.insert(
        buildPaymentLink({
          id: `${session.subsidiaryId}-${count + 1}-${Date.now().toString(36)}`,
          subsidiaryId: session.subsidiaryId,
          name,
          description: typeof body.description === 'string' ? body.description : '',
          amount,
          limit,
          currency: currency.shortName,
          paymentType: type.code,
          authOption: body.authOption === 'AUTH' ? 'AUTH' : 'NOAUTH',
          reference: `PLK-${Date.now().toString().slice(-6)}${count + 1}`,
          dateCreated: freshTimestamp(sandboxNow()),
        }),
      );
      return ok({ message: 'Payment link created successfully', data: link });
    }),
  ),
  handle(
    paymentLinksOperations.updatePaymentLinkStatus,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      if (body.action !== 'disable' && body.action !== 'activate')
        return fail("action must be 'disable' or 'activate'");
      const changed = paymentLinks.update(
        (row) => row.subsidiaryId === session.subsidiaryId && row.reference === body.reference,
        { isActive: body.action === 'activate' },
      );
      if (!changed.length) return fail('Payment link not found');
      return ok({
        message:
          body.action === 'activate'
            ? 'Payment link activated successfully'
            : 'Payment link deactivated successfully',
      });
    }),
  ),
];
