import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../mocks/http';
import { recordRequests, startSignedInSandbox } from '../mocks/testing';
import {
  fetchChargebackDetail,
  fetchChargebackOverview,
  fetchChargebacks,
  treatChargeback,
} from './client';
import { chargebacksOperations } from './operations';

const server = startSignedInSandbox();

describe('chargeback list and overview', () => {
  it('sends status, reference, email, the date range and export, and reads due_date', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchChargebacks({
      status: 'Pending',
      reference: 'PAY',
      email: '@',
      dateRange: { from: '2020-01-01', to: '2099-12-31' },
      exportAll: true,
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/chargeback/all');
    expect(sent[0]?.query).toEqual({
      status: 'Pending',
      reference: 'PAY',
      email: '@',
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-12-31 23:59:59',
      export: 'true',
    });
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    expect(items.every((item) => item.status === 'Pending' && Boolean(item.dueDate))).toBe(true);
  });

  it('GETs the overview cards', async () => {
    const sentLog = recordRequests(server);
    const overview = await fetchChargebackOverview();
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/chargeback/overview');
    expect(overview.chargebackCount).toBe((await fetchChargebacks()).total);
    expect(overview.thresholdPercent).toBeGreaterThanOrEqual(0);
  });

  it('rejects a non-numeric amount as invalid-response', async () => {
    server.use(
      handle(chargebacksOperations.fetchChargebacks, () =>
        HttpResponse.json({ data: { items: [{ id: 1, amount: 'ten', status: 'Won' }] } }),
      ),
    );
    await expect(fetchChargebacks()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('chargeback detail and treatment', () => {
  it('GETs details/{id} and reads the nested chargeback and order', async () => {
    const [first] = (await fetchChargebacks()).items;
    const sentLog = recordRequests(server);
    const { chargeback, order } = await fetchChargebackDetail(first?.id ?? '');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe(`/subsidiary/dashboard/chargeback/details/${first?.id}`);
    expect(chargeback.chargebackStatus?.name).toBe(first?.status);
    expect(chargeback.currency?.name).toBe('NGN');
    expect(order.currency?.shortName).toBe('NGN');
    expect(order.customer?.emailAddress).toBe(first?.customerEmail);
    expect(chargeback.subsidiaryChargebackDispute[0]?.isAdmin).toBe(true);
    expect(chargeback.dueDate).toBe(first?.dueDate);
  });

  it('posts the multipart treatment; status changes and a Merchant entry with proofs heads the thread', async () => {
    const target = (await fetchChargebacks({ status: 'New' })).items[0];
    const id = target?.id ?? '';
    const proofs = [
      new File(['receipt'], 'delivery.pdf', { type: 'application/pdf' }),
      new File(['x'], 'waybill.png', { type: 'image/png' }),
    ];
    const sentLog = recordRequests(server);
    const response = await treatChargeback({
      chargebackId: id,
      accepted: false,
      comment: 'Goods were delivered',
      proofs,
    });
    expect(response.message).toBe('Chargeback dispute submitted successfully');
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/chargeback/accept/dispute');
    const form = sent[0]?.body as Record<string, unknown>;
    expect(form.comment).toBe('Goods were delivered');
    expect(form.accepted).toBe('false');
    expect(form.ChargebackId).toBe(id);
    expect((form.Proof as File[]).map((file) => file.name)).toEqual([
      'delivery.pdf',
      'waybill.png',
    ]);

    const { chargeback } = await fetchChargebackDetail(id);
    expect(chargeback.chargebackStatus?.name).toBe('Awaiting Response');
    expect(chargeback.subsidiaryChargebackDispute[0]).toMatchObject({
      isAdmin: false,
      comment: 'Goods were delivered',
    });
    expect(
      chargeback.subsidiaryChargebackDispute[0]?.subsidiaryChargebackDisputeProof,
    ).toHaveLength(2);
    await expect(
      treatChargeback({ chargebackId: id, accepted: true, comment: 'again' }),
    ).rejects.toMatchObject({
      message: 'This chargeback has already been treated',
    });
  });

  it('accepting moves the chargeback to Accepted', async () => {
    const id = (await fetchChargebacks({ status: 'Pending' })).items[0]?.id ?? '';
    await treatChargeback({ chargebackId: id, accepted: true, comment: 'We agree' });
    expect((await fetchChargebackDetail(id)).chargeback.chargebackStatus?.name).toBe('Accepted');
  });

  it('uses the spec fallback when the failure has no message', async () => {
    server.use(
      handle(chargebacksOperations.treatChargeback, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(
      treatChargeback({ chargebackId: '1', accepted: true, comment: 'x' }),
    ).rejects.toMatchObject({
      kind: 'http',
      message: 'Something went wrong while trying to process this request',
    });
  });

  it('rejects a detail without the order as invalid-response', async () => {
    server.use(
      handle(chargebacksOperations.fetchChargebackDetail, () =>
        HttpResponse.json({ chargeback: { amount: 5, subsidiaryChargebackDispute: [] } }),
      ),
    );
    await expect(fetchChargebackDetail('1')).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('order'),
    });
  });
});
