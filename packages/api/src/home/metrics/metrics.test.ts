import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../../mocks/db';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../../mocks/testing';
import { exportOrders } from '../../transactions/orders/client';
import { refundTransaction } from '../../refunds/client';
import { fetchInflowOutflow, fetchTransactionSummary } from './client';

const server = startSandboxServer();

describe('transaction summary', () => {
  it('sends the currency and counts the successful transactions of the business', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const summary = await fetchTransactionSummary('NGN');
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/metric/transaction/summary',
      query: { currency: 'NGN' },
    });
    const successful = (await exportOrders({ currency: 'NGN', status: 'Successful' })).length;
    expect(summary.count).toBe(successful);
    expect(summary.volume).toBeGreaterThan(0);
    expect(summary.settlements).toBeLessThanOrEqual(summary.volume);
    expect(typeof summary.countChange).toBe('number');
  });

  it.each(['NGN', 'USD'])(
    'compares two real weeks of the demo businesses in %s (no -100 % from an empty week)',
    async (currency) => {
      for (const account of [DEMO_ACCOUNTS.twoFactor, DEMO_ACCOUNTS.noTwoFactor]) {
        signInForTests(account.email);
        const weekAgo = Date.now() - 7 * 86_400_000;
        const thisWeek = (await exportOrders({ currency, status: 'Successful' })).filter(
          (row) => new Date(row.dateCreated).getTime() > weekAgo,
        );
        expect(thisWeek.length).toBeGreaterThanOrEqual(6);
        const summary = await fetchTransactionSummary(currency);
        for (const change of [summary.countChange, summary.volumeChange, summary.settlementChange])
          expect(change).toBeGreaterThan(-100);
      }
    },
  );

  it('is all zeros on an empty account', async () => {
    resetDb('empty');
    signInForTests();
    await expect(fetchTransactionSummary('USD')).resolves.toEqual({
      count: 0,
      volume: 0,
      settlements: 0,
      countChange: 0,
      volumeChange: 0,
      settlementChange: 0,
    });
  });

  it('reads numeric strings and rejects a summary without data', async () => {
    signInForTests();
    const data = {
      count: '3',
      volume: '100.5',
      settlements: 0,
      countChange: '-12.5',
      volumeChange: 0,
      settlementChange: 0,
    };
    server.use(
      http.get('*/subsidiary/metric/transaction/summary', () => HttpResponse.json({ data })),
    );
    await expect(fetchTransactionSummary('NGN')).resolves.toMatchObject({
      count: 3,
      volume: 100.5,
      countChange: -12.5,
    });
    server.use(
      http.get('*/subsidiary/metric/transaction/summary', () => HttpResponse.json({ count: 3 })),
    );
    await expect(fetchTransactionSummary('NGN')).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('inflow and outflow', () => {
  it('sends type and currency; a year has 12 months, a week 7 days', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const year = await fetchInflowOutflow({ type: 'year', currency: 'NGN' });
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/metric/inflow/outflow',
      query: { type: 'year', currency: 'NGN' },
    });
    expect(year).toHaveLength(12);
    expect(year.reduce((total, point) => total + point.inflow, 0)).toBeGreaterThan(0);
    const week = await fetchInflowOutflow({ type: 'week', currency: 'NGN' });
    expect(week).toHaveLength(7);
    expect(
      week
        .map((point) => point.name_date)
        .every((name) => /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/.test(name)),
    ).toBe(true);
  });

  it('leaves the outflow alone while a refund is pending', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const before = await fetchInflowOutflow({ type: 'year', currency: 'NGN' });
    const [order] = await exportOrders({ currency: 'NGN', status: 'Successful' });
    await refundTransaction({
      amount: 100,
      orderId: order?.id ?? '',
      transactionReference: order?.paymentReference ?? '',
    });
    const after = await fetchInflowOutflow({ type: 'year', currency: 'NGN' });
    expect(after).toEqual(before);
  });

  it('rejects a point with a non-numeric inflow', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/metric/inflow/outflow', () =>
        HttpResponse.json({ data: [{ name_date: 'Jan', inflow: 'n/a', outflow: 0 }] }),
      ),
    );
    await expect(fetchInflowOutflow({ type: 'year', currency: 'NGN' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
