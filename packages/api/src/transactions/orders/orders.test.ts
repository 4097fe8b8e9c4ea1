import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../../mocks/db';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { DEFAULT_ORDERS_PER_BUSINESS } from '../../mocks/data/orders';
import { recordRequests, signInForTests, startSandboxServer } from '../../mocks/testing';
import { exportOrders, fetchCustomerOrders, fetchOrder, fetchOrders } from './client';
import { ORDER_STATUSES } from './schemas';

const server = startSandboxServer();
const ORDERS = '/subsidiary/dashboard/fetch/orders';

const isNewestFirst = (dates: string[]) =>
  dates.every((date, index) => index === 0 || (dates[index - 1] ?? '') >= date);

describe('fetchOrders', () => {
  it('sends every filter with the spec names and a page', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await fetchOrders({
      currency: 'NGN',
      status: 'Successful',
      paymentReference: 'PMT-1',
      orderReference: 'ORD-1',
      dateRange: { from: '2024-01-01', to: '2024-01-31' },
      page: 2,
      limit: 20,
    });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: ORDERS,
      query: {
        currency: 'NGN',
        status: 'Successful',
        paymentreference: 'PMT-1',
        orderreference: 'ORD-1',
        fromdate: '2024-01-01 00:00:00',
        todate: '2024-01-31 23:59:59',
        page: '2',
        limit: '20',
      },
    });
  });

  it("sends no status for 'All'", async () => {
    signInForTests();
    const requests = recordRequests(server);
    await fetchOrders({ status: 'All' });
    expect((await requests.last()).query).toEqual({ page: '1', limit: '10' });
  });

  it('pages from the newest, ten per page, newest first, with every status and NGN and USD', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const first = await fetchOrders();
    const second = await fetchOrders({ page: 2 });
    const all = await exportOrders();
    expect(first.total).toBe(DEFAULT_ORDERS_PER_BUSINESS);
    expect(first.items).toHaveLength(10);
    expect(all).toHaveLength(DEFAULT_ORDERS_PER_BUSINESS);
    expect(isNewestFirst(all.map((row) => row.dateCreated))).toBe(true);
    expect(first.items).toEqual(all.slice(0, 10));
    expect(second.items).toEqual(all.slice(10, 20));
    expect(new Set(all.map((row) => row.orderStatus))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(all.map((row) => row.currency))).toEqual(new Set(['NGN', 'USD']));
    expect(all[0]?.customerPhone).toMatch(/^\+234\d{10}$/);
  });

  it('filters by status, currency, references and date range', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const all = await exportOrders();
    const successful = await exportOrders({ status: 'Successful' });
    expect(successful.length).toBe(all.filter((row) => row.orderStatus === 'Successful').length);
    expect(successful.every((row) => row.orderStatus === 'Successful')).toBe(true);
    const usd = await exportOrders({ currency: 'USD' });
    expect(usd.length).toBeGreaterThan(0);
    expect(usd.every((row) => row.currency === 'USD')).toBe(true);
    const target = all[5];
    const byPayment = await exportOrders({ paymentReference: target?.paymentReference });
    expect(byPayment.map((row) => row.id)).toEqual([target?.id]);
    const byOrder = await exportOrders({ orderReference: target?.orderReference });
    expect(byOrder.map((row) => row.id)).toEqual([target?.id]);
    const day = target?.dateCreated.slice(0, 10) ?? '';
    const sameDay = await exportOrders({ dateRange: { from: day, to: day } });
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((row) => row.dateCreated.startsWith(day))).toBe(true);
  });

  it('sends IsExport for the export and gets every row', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await exportOrders({ status: 'Failed' });
    expect((await requests.last()).query).toEqual({ status: 'Failed', IsExport: 'true' });
  });

  it('scopes orders to the active business', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const lagos = await exportOrders();
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    const threads = await exportOrders();
    expect(threads).toHaveLength(DEFAULT_ORDERS_PER_BUSINESS);
    expect(threads.some((row) => lagos.some((other) => other.id === row.id))).toBe(false);
  });

  it('serves no orders in the empty scenario and 10,000 in the large one', async () => {
    resetDb('empty');
    signInForTests();
    expect((await fetchOrders()).total).toBe(0);
    resetDb('large');
    signInForTests();
    const page = await fetchOrders({ page: 3 });
    expect(page.total).toBe(10_000);
    expect(page.items).toHaveLength(10);
  });

  it('reads numeric strings and rejects a list without page.total', async () => {
    signInForTests();
    const row = {
      id: 1,
      dateCreated: '2024-01-01T10:00:00Z',
      currency: 'NGN',
      amount: '1200.50',
      paymentReference: 'P1',
      orderStatus: 'Successful',
    };
    server.use(
      http.get(`*${ORDERS}`, () =>
        HttpResponse.json({ data: { items: [row], page: { total: '1' } } }),
      ),
    );
    await expect(fetchOrders()).resolves.toMatchObject({
      total: 1,
      items: [{ id: '1', amount: 1200.5 }],
    });
    server.use(http.get(`*${ORDERS}`, () => HttpResponse.json({ data: { items: [row] } })));
    await expect(fetchOrders()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('data.page'),
    });
    server.use(
      http.get(`*${ORDERS}`, () =>
        HttpResponse.json({ data: { items: [{ ...row, amount: 'lots' }], page: { total: 1 } } }),
      ),
    );
    await expect(fetchOrders()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('amount'),
    });
  });
});

describe('fetchOrder', () => {
  it('asks by paymentreference and answers the transaction, or null', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const [target] = await exportOrders();
    const requests = recordRequests(server);
    const found = await fetchOrder(target?.paymentReference ?? '');
    expect(await requests.last()).toMatchObject({
      path: ORDERS,
      query: { paymentreference: target?.paymentReference },
    });
    expect(found).toEqual(target);
    await expect(fetchOrder('PMT-NOPE')).resolves.toBeNull();
  });
});

describe('fetchCustomerOrders', () => {
  it("sends customerid and answers that customer's orders newest first", async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const [latest] = await exportOrders();
    const customerId = latest?.customerId ?? '';
    const requests = recordRequests(server);
    const result = await fetchCustomerOrders(customerId);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/fetch/customers/orders',
      query: { customerid: customerId },
    });
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((row) => row.customerId === customerId)).toBe(true);
    expect(result.items[0]?.id).toBe(latest?.id);
  });
});
