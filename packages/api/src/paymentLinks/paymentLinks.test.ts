import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import {
  createPaymentLink,
  fetchPaymentLinks,
  fetchPaymentLinkTypes,
  updatePaymentLinkStatus,
} from './client';

const server = startSandboxServer();

describe('payment link list', () => {
  it('sends status and dates; answers newest first with totalItems', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const { items, total } = await fetchPaymentLinks({
      status: 'Active',
      dateRange: { from: '2024-01-01', to: '2030-01-01' },
    });
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/payment/link/subsidiary',
      query: { status: 'Active', fromdate: '2024-01-01 00:00:00', todate: '2030-01-01 23:59:59' },
    });
    expect(total).toBe(items.length);
    expect(items.every((link) => link.isActive)).toBe(true);
    const inactive = await fetchPaymentLinks({ status: 'InActive' });
    expect(inactive.items.length).toBeGreaterThan(0);
    expect(inactive.items.every((link) => !link.isActive)).toBe(true);
    const all = await fetchPaymentLinks();
    expect(all.total).toBe(6);
    expect(all.items.some((link) => link.limit === undefined)).toBe(true);
  });

  it('reads the types', async () => {
    signInForTests();
    const requests = recordRequests(server);
    const types = await fetchPaymentLinkTypes();
    expect((await requests.last()).path).toBe('/subsidiary/dashboard/payment/link/types');
    expect(types[0]).toEqual({ code: 'SINGLE_CHARGE', paymentLinkName: 'Single Charge' });
  });

  it('rejects a link without a reference', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/payment/link/subsidiary', () =>
        HttpResponse.json({
          items: [{ name: 'x', currency: 'NGN', isActive: true }],
          totalItems: 1,
        }),
      ),
    );
    await expect(fetchPaymentLinks()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('reference'),
    });
  });
});

describe('creating and toggling', () => {
  it('posts the new link; it then heads the list', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const payload = {
      name: 'Christmas hamper',
      description: 'Hamper with rice, oil and drinks',
      amount: 45000,
      currency: 'NGN',
      authOption: 'NOAUTH' as const,
      paymentType: 'SINGLE_CHARGE',
    };
    const requests = recordRequests(server);
    const answer = await createPaymentLink(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/payment/link/new',
      body: payload,
    });
    expect(answer.message).toBe('Payment link created successfully');
    const { items, total } = await fetchPaymentLinks();
    expect(total).toBe(7);
    expect(items[0]).toMatchObject({
      name: 'Christmas hamper',
      amount: 45000,
      limit: undefined,
      isActive: true,
    });
    expect(items[0]?.paymentLinkUrl).toContain(items[0]?.reference);
  });

  it('refuses a link without a payment type', async () => {
    signInForTests();
    await expect(
      createPaymentLink({
        name: 'x',
        description: '',
        currency: 'NGN',
        authOption: 'AUTH',
        paymentType: '',
      }),
    ).rejects.toMatchObject({ kind: 'http' });
  });

  it("posts action and reference; 'disable' then 'activate' flips isActive", async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const link = (await fetchPaymentLinks({ status: 'Active' })).items[0];
    const reference = link?.reference ?? '';
    const requests = recordRequests(server);
    await updatePaymentLinkStatus({ action: 'disable', reference });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/payment/link/update-status',
      body: { action: 'disable', reference },
    });
    const find = async () =>
      (await fetchPaymentLinks()).items.find((item) => item.reference === reference);
    expect((await find())?.isActive).toBe(false);
    await updatePaymentLinkStatus({ action: 'activate', reference });
    expect((await find())?.isActive).toBe(true);
  });
});
