import { type HttpHandler } from 'msw';
import { balanceHistory, balanceTotals, walletsOf } from '../data/wallets';
import { handle, ok, protectedResolver, searchParams } from '../http';
import { ownRowsInRange } from './ownRows';
import { walletsOperations } from '../../money/wallets/operations';
import { balanceHistoryOperations } from '../../money/balanceHistory/operations';

const DIRECTIONS: Record<string, string> = { C: 'Credit', D: 'Debit' };

export const walletsHandlers: HttpHandler[] = [
  handle(
    walletsOperations.fetchWalletBalances,
    protectedResolver((_args, session) =>
      ok({ message: 'Wallet balances retrieved', wallets: walletsOf(session.subsidiaryId) }),
    ),
  ),
  handle(
    walletsOperations.fetchBalanceTotals,
    protectedResolver(() => ok({ message: 'Balance totals retrieved', data: balanceTotals.get() })),
  ),
  handle(
    balanceHistoryOperations.fetchBalanceHistory,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const currency = params.get('currency');
      const direction = DIRECTIONS[params.get('direction') ?? ''];
      const reference = params.get('reference')?.toLowerCase();
      const items = ownRowsInRange(
        balanceHistory,
        session,
        params,
        (row) =>
          (!currency || row.currency === currency) &&
          (!direction || row.direction === direction) &&
          (!reference || row.reference.toLowerCase().includes(reference)),
      );
      return ok({ message: 'Wallet history retrieved', data: { items, totalItems: items.length } });
    }),
  ),
];
