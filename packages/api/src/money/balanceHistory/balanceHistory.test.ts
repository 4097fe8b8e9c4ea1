import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchBalanceHistory } from './client';
import { balanceHistoryOperations } from './operations';

const server = startSignedInSandbox();

describe('balance history', () => {
  it('sends currency, direction, reference and the date range, and shows rows newest first', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchBalanceHistory({
      currency: 'NGN',
      direction: 'D',
      reference: 'WLT',
      dateRange: { from: '2020-01-01', to: '2099-12-31' },
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/fetch/wallet/history');
    expect(sent[0]?.query).toEqual({
      currency: 'NGN',
      direction: 'D',
      reference: 'WLT',
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-12-31 23:59:59',
    });
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    expect(items.every((item) => item.direction === 'Debit')).toBe(true);
    const times = items.map((item) => new Date(item.dateCreated).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads direction codes C and D as Credit and Debit, and rejects an unknown direction', async () => {
    const operation = balanceHistoryOperations.fetchBalanceHistory;
    const row = { dateCreated: '2024-01-01T10:00:00Z', amount: 10, balance: 20 };
    server.use(
      handle(operation, () =>
        HttpResponse.json({ data: { items: [{ ...row, direction: 'C' }], totalItems: 1 } }),
      ),
    );
    expect((await fetchBalanceHistory()).items[0]?.direction).toBe('Credit');
    server.use(
      handle(operation, () => HttpResponse.json({ data: { items: [{ ...row, direction: 'X' }] } })),
    );
    await expect(fetchBalanceHistory()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
