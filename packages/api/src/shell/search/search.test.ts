import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../../core/events';
import { fetchSettlements } from '../../money/settlements/client';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchOrders } from '../../transactions/orders/client';
import { invoicesOperations } from '../../invoices/operations';
import { findChargebacks } from '../../chargebacks/find';
import { findCustomers } from '../../customers/find';
import { findInvoices } from '../../invoices/find';
import { findPayouts } from '../../money/payouts/find';
import { findSettlements } from '../../money/settlements/find';
import { findPaymentLinks } from '../../paymentLinks/find';
import { findRefunds } from '../../refunds/find';
import { findTransactions } from '../../transactions/orders/find';
import type { ReadOptions } from '../../core/http';
import { createRecordSearch, type RecordSearchState } from './recordSearch';
import { RECORD_KINDS, type FoundRecord, type RecordKind } from './schemas';
import { recogniseReference } from './recogniseReference';

const server = startSignedInSandbox();

/** Each kind's own call, as the app gives them to the search. */
const FINDERS: Record<RecordKind, (text: string, options: ReadOptions) => Promise<FoundRecord[]>> =
  {
    transaction: findTransactions,
    refund: findRefunds,
    payout: findPayouts,
    settlement: findSettlements,
    chargeback: findChargebacks,
    customer: findCustomers,
    paymentLink: findPaymentLinks,
    invoice: findInvoices,
  };
const findAny = (kind: RecordKind, text: string, options: ReadOptions) =>
  FINDERS[kind](text, options);

describe('recogniseReference', () => {
  it.each([
    ['PAY-123456789012', ['transaction', 'chargeback', 'refund']],
    ['pmt-42', ['transaction', 'chargeback', 'refund']],
    ['ORD-1', ['transaction', 'refund', 'chargeback']],
    ['ord-', ['transaction', 'refund', 'chargeback']],
    ['STL-0001', ['settlement']],
    ['  PYT-77 ', ['payout']],
    ['BTR-9', ['payout']],
    ['RFD-3', ['refund']],
    ['PLK-5', ['paymentLink']],
    ['INV-20', ['invoice']],
    ['ade@example.com', ['customer', 'chargeback']],
    ['ade@', ['customer', 'chargeback']],
  ])('reads %s as %j', (text, kinds) => {
    expect(recogniseReference(text)).toEqual(kinds);
  });

  it.each(['Rolling reserve', '1234567', 'XYZ-1', 'STL', '@example'])(
    'names no kind for %s',
    (text) => {
      expect(recogniseReference(text)).toEqual([]);
    },
  );
});

/** Runs a search for the typed texts in turn and resolves with the state once all have answered. */
function search(texts: string[]) {
  return new Promise<RecordSearchState>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const searcher = createRecordSearch({
      pauseMs: 20,
      find: findAny,
      onChange: (state) => {
        clearTimeout(timer);
        const settled =
          state.kinds.length > 0 &&
          state.kinds.every(({ results }) => results.status !== 'loading');
        // A settled first wave may be followed by a second: wait a beat before calling it done.
        if (settled) timer = setTimeout(() => resolve(state), 60);
      },
    });
    texts.forEach((text) => searcher.setText(text));
  });
}

const recordsOf = (state: RecordSearchState, kind: RecordKind): FoundRecord[] => {
  const results = state.kinds.find((entry) => entry.kind === kind)?.results;
  return results?.status === 'ready' ? results.records : [];
};

describe('createRecordSearch', () => {
  it('sends nothing for fewer than 3 characters', async () => {
    const sent = recordRequests(server);
    const changes: RecordSearchState[] = [];
    const searcher = createRecordSearch({
      pauseMs: 5,
      find: findAny,
      onChange: (state) => changes.push(state),
    });
    searcher.setText('ST');
    searcher.setText(' P ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sent.all()).toEqual([]);
    expect(changes.every((state) => state.kinds.length === 0)).toBe(true);
  });

  it("asks a settlement reference's kind alone, and finds it with amount, status and date", async () => {
    const [settlement] = (await fetchSettlements({ exportAll: true })).items;
    const reference = settlement?.transactionReference ?? '';
    const sent = recordRequests(server);
    const state = await search([reference]);
    expect((await sent.all()).map((request) => request.path)).toEqual([
      '/subsidiary/dashboard/settlement/paginated',
    ]);
    expect(state.kinds.map(({ kind }) => kind)).toEqual(['settlement']);
    expect(recordsOf(state, 'settlement')[0]).toMatchObject({
      reference,
      amount: settlement?.transactionAmount,
      status: settlement?.settlementStatus,
      date: settlement?.dateCreated,
    });
  });

  it('asks a payment reference with the transactions filter, transactions first', async () => {
    const [order] = (await fetchOrders()).items;
    const reference = order?.paymentReference ?? '';
    const sent = recordRequests(server);
    const state = await search([reference]);
    const requests = await sent.all();
    expect(requests[0]?.query.paymentreference).toBe(reference);
    expect(state.kinds[0]?.kind).toBe('transaction');
    expect(recordsOf(state, 'transaction').map((found) => found.reference)).toEqual([reference]);
    // The exact reference was found: the kinds its shape does not name are not asked.
    expect(state.kinds.map(({ kind }) => kind)).toEqual(['transaction', 'chargeback', 'refund']);
  });

  it('asks the other kinds when the recognised ones hold no such reference', async () => {
    const state = await search(['STL-000000000000']);
    expect(state.kinds.map(({ kind }) => kind)).toEqual([
      'settlement',
      ...RECORD_KINDS.filter((kind) => kind !== 'settlement'),
    ]);
    expect(state.kinds.every(({ results }) => results.status === 'ready')).toBe(true);
  });

  it('asks every kind once for a text of no known shape', async () => {
    const sent = recordRequests(server);
    const state = await search(['Ade']);
    expect(state.kinds.map(({ kind }) => kind)).toEqual([...RECORD_KINDS]);
    expect(await sent.all()).toHaveLength(RECORD_KINDS.length);
  });

  it('sends only the last text typed before the pause, and cancels calls whose text changed', async () => {
    const asked: { text: string; signal: AbortSignal }[] = [];
    const find = (kind: RecordKind, text: string, { signal }: { signal?: AbortSignal }) => {
      if (signal && kind === 'settlement') asked.push({ text, signal });
      return new Promise<FoundRecord[]>((resolve) =>
        setTimeout(() => resolve([]), text === 'STL-1' ? 200 : 1),
      );
    };
    const searcher = createRecordSearch({ pauseMs: 10, find, onChange: () => undefined });
    searcher.setText('STL');
    searcher.setText('STL-1');
    await new Promise((resolve) => setTimeout(resolve, 40));
    searcher.setText('STL-12');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(asked.map(({ text }) => text)).toEqual(['STL-1', 'STL-12']);
    expect(asked[0]?.signal.aborted).toBe(true);
    expect(asked[1]?.signal.aborted).toBe(false);
    searcher.dispose();
  });

  it("shows one kind's failure as its message while the others answer", async () => {
    server.use(
      handle(invoicesOperations.fetchInvoices, () =>
        HttpResponse.json({ message: 'Invoices are unavailable' }, { status: 500 }),
      ),
    );
    const state = await search(['INV-0']);
    const invoice = state.kinds.find(({ kind }) => kind === 'invoice')?.results;
    expect(invoice).toEqual({ status: 'error', message: 'Invoices are unavailable' });
    expect(recordsOf(state, 'transaction')).toEqual([]);
    expect(state.kinds.filter(({ results }) => results.status === 'ready')).toHaveLength(
      RECORD_KINDS.length - 1,
    );
  });
});

describe('a cancelled read', () => {
  it('rejects with the reason it was cancelled for, and tells no one', async () => {
    const events: ApiEvent[] = [];
    const unsubscribe = subscribeToApiEvents((event) => events.push(event));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    const read = findSettlements('STL', { signal: controller.signal });
    controller.abort(new DOMException('The text changed', 'AbortError'));
    await expect(read).rejects.toMatchObject({ name: 'AbortError', message: 'The text changed' });
    expect(events).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    unsubscribe();
  });
});
