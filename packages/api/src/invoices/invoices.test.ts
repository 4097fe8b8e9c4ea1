import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import { createInvoice, fetchInvoices, invoicePaymentUrl } from './client';
import type { NewInvoice } from './schemas';

const server = startSandboxServer();

const items = [
  { item: 'Jollof rice trays', amount: 15000, quantity: 4 },
  { item: 'Chapman drinks', amount: 2500, quantity: 10 },
];
const payload: NewInvoice = {
  invoiceTitle: 'Board meeting lunch',
  description: 'Lunch for twelve',
  amount: 60000 + 25000 - 5000 + 2000,
  dueDate: '2030-06-30',
  discount: 5000,
  tax: 2000,
  invoiceItems: items,
  currencyId: 1,
  businessDetails: {
    customerName: 'Halima Umar',
    companyName: 'Abuja Tech Hub',
    emailAddress: 'halima@abujatechhub.ng',
    companyEmailAddress: 'accounts@abujatechhub.ng',
  },
};

describe('invoices', () => {
  it('sends status and dates; answers newest first', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const paid = await fetchInvoices({
      status: 'Successful',
      dateRange: { from: '2020-01-01', to: '2030-12-31' },
    });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/invoice/all',
      query: {
        status: 'Successful',
        fromdate: '2020-01-01 00:00:00',
        todate: '2030-12-31 23:59:59',
      },
    });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((row) => row.status === 'Successful')).toBe(true);
    const all = await fetchInvoices();
    expect(all).toHaveLength(9);
    expect(new Set(all.map((row) => row.status))).toEqual(
      new Set(['Successful', 'Initiated', 'Awaiting-Confirmation']),
    );
  });

  it('posts the invoice payload; it then heads the list, unpaid', async () => {
    signInForTests();
    const requests = recordRequests(server);
    const answer = await createInvoice(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/invoice/create',
      body: payload,
    });
    expect(answer.message).toBe('Invoice sent to halima@abujatechhub.ng');
    const [latest] = await fetchInvoices();
    expect(latest).toMatchObject({
      title: 'Board meeting lunch',
      currency: 'NGN',
      amount: 82000,
      dueDate: '2030-06-30',
      status: 'Initiated',
    });
    expect(latest?.payment_link).toBeTruthy();
  });

  it('refuses an invoice without items', async () => {
    signInForTests();
    await expect(createInvoice({ ...payload, invoiceItems: [] })).rejects.toMatchObject({
      kind: 'http',
    });
  });

  it('rejects a list row without a reference', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/invoice/all', () =>
        HttpResponse.json({
          items: [
            { title: 'x', currency: 'NGN', amount: 1, dueDate: '2024-01-01', status: 'Initiated' },
          ],
        }),
      ),
    );
    await expect(fetchInvoices()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('reference'),
    });
  });
});

describe('invoicePaymentUrl', () => {
  it('opens the gateway root with the reference and the payment link token', () => {
    expect(invoicePaymentUrl('INV 1', 'tok/2')).toBe(
      'https://checkout.paymerchant.ng/invoice/INV%201/tok%2F2',
    );
  });
});
