import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../../core';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchBalanceHistory } from '../balanceHistory/client';
import { fetchWalletBalances } from '../wallets/client';
import {
  fetchPayoutHistory,
  fetchPayouts,
  fetchPendingApprovals,
  initiatePayout,
  resendPayoutOtp,
  verifyPayout,
} from './client';
import type { NewPayout } from './schemas';
import { payoutsOperations } from './operations';

const server = startSignedInSandbox();

function recordEvents() {
  const events: ApiEvent[] = [];
  onTestFinished(subscribeToApiEvents((event) => events.push(event)));
  return events;
}
const ngnBalance = async () =>
  (await fetchWalletBalances()).find((wallet) => wallet.currencyShortName === 'NGN')
    ?.availableBalance ?? 0;

const line: NewPayout = {
  type: 'Bank',
  accountName: 'Chinedu Okafor',
  accountNumber: '0123456789',
  amount: 25_000,
  creditCurrency: 'NGN',
  bankCode: '058',
  bankId: '2',
  description: 'Supplier payment',
};

describe('payout lists', () => {
  it('GETs payout/all and reads data.items and data.page.total, newest first', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchPayouts();
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe('/subsidiary/payout/all');
    expect(total).toBe(items.length);
    expect(items[0]?.status).toBe('Awaiting Verification');
  });

  it('GETs payout/history with the status', async () => {
    const sentLog = recordRequests(server);
    const { items } = await fetchPayoutHistory('Successful');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/payout/history');
    expect(sent[0]?.query.status).toBe('Successful');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.status === 'Successful')).toBe(true);
  });

  it('GETs payout/pending/approval with the date range and reads the narration', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchPendingApprovals({ from: '2020-01-01', to: '2099-12-31' });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/payout/pending/approval');
    expect(sent[0]?.query).toEqual({
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-12-31 23:59:59',
    });
    expect(total).toBe(2);
    expect(items[0]?.narration).toBeTruthy();
  });

  it('rejects a payout without a status as invalid-response', async () => {
    server.use(
      handle(payoutsOperations.fetchPayouts, () =>
        HttpResponse.json({ data: { items: [{ amount: 5 }] } }),
      ),
    );
    await expect(fetchPayouts()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('status'),
    });
  });
});

describe('payout initiation', () => {
  it("POSTs payoutDetails; '00' completes, debits the NGN wallet and toasts the message", async () => {
    const sentLog = recordRequests(server);
    const events = recordEvents();
    const before = await ngnBalance();
    const result = await initiatePayout([line]);
    const sent = await sentLog.all();
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.path).toBe('/subsidiary/payout/initiate');
    expect(sent[1]?.body).toEqual({
      payoutDetails: [
        {
          bankCode: '058',
          bankId: '2',
          creditCurrency: 'NGN',
          type: 'Bank',
          AccountName: 'Chinedu Okafor',
          accountNumber: '0123456789',
          amount: 25_000,
          description: 'Supplier payment',
        },
      ],
    });
    expect(result).toEqual({ outcome: 'completed', message: 'Payout initiated successfully' });
    expect(events).toContainEqual({ type: 'success', message: 'Payout initiated successfully' });
    expect(await ngnBalance()).toBeCloseTo(before - 25_000 - 26.88, 2);
    expect((await fetchPayouts()).items[0]).toMatchObject({
      recipientName: 'Chinedu Okafor',
      status: 'Successful',
    });
    expect((await fetchBalanceHistory({ currency: 'NGN' })).items[0]).toMatchObject({
      direction: 'Debit',
      amount: 25_026.88,
    });
  });

  it("answers '007' above NGN 1,000,000; a wrong OTP fails; the sandbox OTP completes the batch", async () => {
    const result = await initiatePayout([{ ...line, amount: 1_500_000 }]);
    if (result.outcome !== 'verification-required') throw new Error('expected an OTP step');
    expect(result.batchId).toMatch(/^BATCH-/);
    const mine = () =>
      fetchPayouts().then(({ items }) => items.find((item) => item.batchId === result.batchId));
    expect((await mine())?.status).toBe('Awaiting Verification');

    const sentLog = recordRequests(server);
    await expect(verifyPayout({ otp: '000000', batchId: result.batchId })).rejects.toMatchObject({
      kind: 'http',
      message: 'Invalid OTP, please check and try again',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/payout/verify');
    expect(sent[0]?.body).toEqual({ otp: '000000', batchId: result.batchId });
    expect((await mine())?.status).toBe('Awaiting Verification');

    expect((await verifyPayout({ otp: '123456', batchId: result.batchId })).message).toBe(
      'Payout verified successfully',
    );
    expect((await mine())?.status).toBe('Successful');
  });

  it('resends the OTP of a batch awaiting verification', async () => {
    const batchId = (await fetchPayouts()).items[0]?.batchId ?? '';
    const sentLog = recordRequests(server);
    expect((await resendPayoutOtp(batchId)).message).toBe('A new OTP has been sent to your email');
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe(`/subsidiary/payout/resend/otp/${batchId}`);
  });

  it('fails a non-00 code with the server message, or the spec fallback when there is none', async () => {
    await expect(
      initiatePayout([{ ...line, amount: 900_000, creditCurrency: 'GBP' }]),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Insufficient balance to complete this payout',
    });
    server.use(
      handle(payoutsOperations.initiatePayout, () => HttpResponse.json({ statusCode: '99' })),
    );
    await expect(initiatePayout([line])).rejects.toMatchObject({
      kind: 'business',
      message: 'Unable to initiate payout at the moment',
    });
  });

  it("rejects '007' without a batch id as invalid-response", async () => {
    server.use(
      handle(payoutsOperations.initiatePayout, () =>
        HttpResponse.json({ statusCode: '007', message: 'OTP' }),
      ),
    );
    await expect(initiatePayout([line])).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('batchId'),
    });
  });
});
