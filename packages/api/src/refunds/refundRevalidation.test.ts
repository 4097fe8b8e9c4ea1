// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOutcome } from '../core/money';
import type { MoneyCall } from '../core/swr';
import { setFaults } from '../mocks/faults';
import { recordRequests, startSignedInSandbox } from '../mocks/testing';
import { useWalletBalances } from '../money/wallets/hooks';
import { exportOrders } from '../transactions/orders/client';
import { useLogRefunds, useRefundTransaction } from './hooks';

const server = startSignedInSandbox();
const REFUND_PATH = '/subsidiary/dashboard/refund';
const BALANCES_PATH = '/subsidiary/dashboard/get/wallet/balance';

type Trigger = (call: MoneyCall<never>) => Promise<unknown>;

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** Mounts the balances read (as the Balances and Transfers pages do) beside a refund hook. */
function mount(useRefund: () => { trigger: Trigger }) {
  const seen: { loaded?: boolean; reading?: boolean; trigger?: Trigger } = {};
  function Probe() {
    const balances = useWalletBalances();
    seen.loaded = balances.data !== undefined;
    seen.reading = balances.isValidating;
    seen.trigger = useRefund().trigger;
    return null;
  }
  root = createRoot(document.createElement('div'));
  root.render(createElement(Probe));
  return seen;
}

async function aSuccessfulOrder() {
  const [order] = await exportOrders({ status: 'Successful', currency: 'NGN' });
  if (!order) throw new Error('no successful order');
  return order;
}

/** A refund of the transaction list: the full amount, or one more than it (refused). */
async function transactionRefund(extra: number) {
  const order = await aSuccessfulOrder();
  return {
    amount: order.amount + extra,
    orderId: order.id,
    transactionReference: order.paymentReference,
  };
}

/** A bulk file of one row: a known reference, or one the sandbox refuses. */
async function bulkRefund(known: boolean) {
  const order = await aSuccessfulOrder();
  const transactionReference = known ? (order.orderReference ?? '') : 'PMT-NONE';
  return [{ transactionReference, amount: 10, reason: 'Damaged on delivery' }];
}

const hooks = [
  {
    name: 'refund',
    useRefund: useRefundTransaction,
    payload: (outcome: string) => transactionRefund(outcome === 'refused' ? 1 : 0),
  },
  {
    name: 'bulk refund',
    useRefund: useLogRefunds,
    payload: (outcome: string) => bulkRefund(outcome !== 'refused'),
  },
];

const cases = hooks.flatMap((hook) =>
  ['confirmed', 'refused', 'lost'].map((outcome) => ({ ...hook, outcome })),
);

describe('a refund reads the balances again, whatever its answer (ADR 010)', () => {
  it.each(cases)('$name, $outcome: a balances request follows the refund', async (refund) => {
    const payload = await refund.payload(refund.outcome);
    const seen = mount(refund.useRefund as () => { trigger: Trigger });
    await vi.waitFor(() => expect(seen.loaded).toBe(true));
    // 'drop' carries the refund out and loses its answer: the money moved, unseen.
    if (refund.outcome === 'lost') setFaults([{ mode: 'drop', method: 'POST', path: REFUND_PATH }]);
    const requests = recordRequests(server);

    const sent = seen.trigger?.({ payload: payload as never });
    if (refund.outcome === 'confirmed') await sent;
    else {
      const error: unknown = await sent?.catch((reason: unknown) => reason);
      expect(failureOutcome(error)).toBe(refund.outcome === 'lost' ? 'unknown' : 'refused');
    }

    await vi.waitFor(async () => {
      const all = await requests.all();
      const refundAt = all.findIndex((request) => request.method === 'POST');
      expect(all[refundAt]?.path).toBe(REFUND_PATH);
      expect(all.slice(refundAt + 1).some((request) => request.path === BALANCES_PATH)).toBe(true);
    });
    // The read answers before the next test signs in afresh (a late 401 would sign it out).
    await vi.waitFor(() => expect(seen.reading).toBe(false));
  });
});
