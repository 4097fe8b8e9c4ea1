import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../core/events';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import { exportOrders, fetchOrder } from '../transactions/orders/client';
import { exportRefunds, fetchRefunds, logRefunds, refundTransaction } from './client';

const server = startSandboxServer();

async function aSuccessfulOrder() {
  const [order] = await exportOrders({ status: 'Successful', currency: 'NGN' });
  if (!order) throw new Error('no successful order');
  return order;
}

describe('refund list', () => {
  it('sends status, dates and a page; answers newest first with the total', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await fetchRefunds({ status: 'Pending', dateRange: { from: '2024-02-01', to: '2024-02-10' } });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/refund/all',
      query: {
        status: 'Pending',
        fromdate: '2024-02-01 00:00:00',
        todate: '2024-02-10 23:59:59',
        page: '1',
        limit: '10',
      },
    });
    const all = await exportRefunds();
    expect((await requests.last()).query).toEqual({ isExport: 'true' });
    expect(all).toHaveLength(8);
    const dates = all.map((row) => row.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('maps the filter Successful/Error/Pending onto the refund statuses', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const successful = await exportRefunds({ status: 'Successful' });
    const failed = await exportRefunds({ status: 'Error' });
    const pending = await exportRefunds({ status: 'Pending' });
    expect(new Set(successful.map((row) => row.refundStatus))).toEqual(
      new Set(['Approved', 'Completed']),
    );
    expect(new Set(failed.map((row) => row.refundStatus))).toEqual(
      new Set(['Declined', 'Rejected']),
    );
    expect(new Set(pending.map((row) => row.refundStatus))).toEqual(
      new Set(['Pending', 'Processing']),
    );
  });

  it('rejects a list without items', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/refund/all', () => HttpResponse.json({ data: [] })),
    );
    await expect(fetchRefunds()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('totalItems'),
    });
  });
});

describe('refunding', () => {
  it('posts a one-entry array; the refund then heads refund/all; a full refund reverses the order', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const order = await aSuccessfulOrder();
    const entry = {
      amount: order.amount,
      orderId: order.id,
      transactionReference: order.paymentReference,
    };
    const requests = recordRequests(server);
    const events: ApiEvent[] = [];
    const stop = subscribeToApiEvents((event) => events.push(event));
    await refundTransaction(entry);
    stop();
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/refund',
      body: [entry],
    });
    expect(events).toEqual([{ type: 'success', message: 'Refund request submitted successfully' }]);
    const { items, total } = await fetchRefunds();
    expect(total).toBe(9);
    expect(items[0]).toMatchObject({
      orderReference: order.orderReference,
      refundAmount: order.amount,
      amount: order.amount,
      refundStatus: 'Pending',
      customerEmail: order.customerEmail,
    });
    expect((await fetchOrder(order.paymentReference))?.orderStatus).toBe('Reversed');
  });

  it('logs bulk refunds with reasons', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const successful = await exportOrders({ status: 'Successful' });
    const entries = successful.slice(0, 2).map((order) => ({
      transactionReference: order.orderReference ?? '',
      amount: 10,
      reason: 'Damaged on delivery',
    }));
    const requests = recordRequests(server);
    const answer = await logRefunds(entries);
    expect((await requests.last()).body).toEqual(entries);
    expect(answer.message).toBe('2 refund requests submitted successfully');
    const { items } = await fetchRefunds({ status: 'Pending' });
    expect(
      items
        .slice(0, 2)
        .map((row) => row.orderReference)
        .sort(),
    ).toEqual(entries.map((row) => row.transactionReference).sort());
  });

  it('refuses more than the transaction amount, unknown references and non-successful transactions', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const order = await aSuccessfulOrder();
    await expect(
      refundTransaction({
        amount: order.amount + 1,
        orderId: order.id,
        transactionReference: order.paymentReference,
      }),
    ).rejects.toMatchObject({ kind: 'http', message: expect.stringContaining('cannot exceed') });
    await expect(
      logRefunds([{ transactionReference: 'PMT-NONE', amount: 1, reason: 'x' }]),
    ).rejects.toMatchObject({
      message: 'Transaction PMT-NONE was not found',
    });
    const [failed] = await exportOrders({ status: 'Failed' });
    await expect(
      logRefunds([
        { transactionReference: failed?.paymentReference ?? '', amount: 1, reason: 'x' },
      ]),
    ).rejects.toMatchObject({ message: expect.stringContaining('Only successful') });
    await expect(logRefunds([])).rejects.toMatchObject({ message: 'please, add a refund' });
    expect(await exportRefunds()).toHaveLength(8);
  });
});
