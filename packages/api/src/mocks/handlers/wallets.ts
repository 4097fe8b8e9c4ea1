import { http, type HttpHandler } from 'msw';
import { balanceHistory, balanceTotals, walletsOf } from '../data/wallets';
import { inDateRange, ok, protectedResolver, route, searchParams } from '../http';

const DIRECTIONS: Record<string, string> = { C: 'Credit', D: 'Debit' };

export const walletsHandlers: HttpHandler[] = [
  http.get(
    route('/subsidiary/dashboard/get/wallet/balance'),
    protectedResolver((_args, session) =>
      ok({ message: 'Wallet balances retrieved', wallets: walletsOf(session.subsidiaryId) }),
    ),
  ),
  http.get(
    route('/subsidiary/dashboard/get/wallet/balance/totals'),
    protectedResolver(() => ok({ message: 'Balance totals retrieved', data: balanceTotals.get() })),
  ),
  http.get(
    route('/subsidiary/dashboard/fetch/wallet/history'),
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const currency = params.get('currency');
      const direction = DIRECTIONS[params.get('direction') ?? ''];
      const reference = params.get('reference')?.toLowerCase();
      const items = balanceHistory.filter(
        (row) =>
          row.subsidiaryId === session.subsidiaryId &&
          (!currency || row.currency === currency) &&
          (!direction || row.direction === direction) &&
          (!reference || row.reference.toLowerCase().includes(reference)) &&
          inDateRange(row.dateCreated, params),
      );
      return ok({ message: 'Wallet history retrieved', data: { items, totalItems: items.length } });
    }),
  ),
];
