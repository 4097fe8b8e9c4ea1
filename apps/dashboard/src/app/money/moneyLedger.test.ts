import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOLING_MS } from './moneyLedger';

/** The module as a freshly loaded page has it: nothing in flight in this document. */
const loadPage = async () => {
  vi.resetModules();
  const [ledgerModule, calls] = await Promise.all([
    import('./moneyLedger'),
    import('./moneyCallsInFlight'),
  ]);
  return { ...ledgerModule, moneyCallInFlight: calls.moneyCallInFlight };
};
let ledger: Awaited<ReturnType<typeof loadPage>>;

const payout = { recipient: 'Adaeze Okafor', account: '0123456789', amount: 5000, currency: 'NGN' };
const sent = {
  action: 'payout',
  list: 'payouts',
  noun: 'payout',
  before: { 'PYT-1': 'Successful' },
} as const;
const NOW = 1_000_000;

function fakeStorage() {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  };
}

let local: ReturnType<typeof fakeStorage>;
let session: ReturnType<typeof fakeStorage>;
const signIn = (login: string) => session.setItem('merchant-login', login);

beforeEach(async () => {
  ledger = await loadPage();
  local = fakeStorage();
  session = fakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  signIn('login-a');
});

describe('the cooling period', () => {
  it('holds the same instruction until it ends, and only for the same action', () => {
    ledger.recordSend(sent, [payout], NOW);
    ledger.recordOutcome('payout', [payout], 'settled', NOW);
    expect(
      ledger.coolingEntry('payout', [{ ...payout, recipient: 'ADAEZE OKAFOR' }], NOW + 1),
    ).toMatchObject({
      before: sent.before,
    });
    expect(ledger.coolingEntry('payout', [{ ...payout, amount: 5001 }], NOW + 1)).toBeUndefined();
    expect(ledger.coolingEntry('refund', [payout], NOW + 1)).toBeUndefined();
    expect(ledger.coolingEntry('payout', [payout], NOW + COOLING_MS)).toBeUndefined();
  });

  it('gives a confirmed resend the key of the first send, and a new instruction a new key', () => {
    const first = ledger.recordSend(sent, [payout], NOW);
    expect(ledger.recordSend(sent, [payout], NOW + 5)).toBe(first);
    expect(ledger.recordSend(sent, [{ ...payout, amount: 1 }], NOW + 5)).not.toBe(first);
  });

  it('ends when the server said no', () => {
    ledger.recordSend(sent, [payout], NOW);
    ledger.recordOutcome('payout', [payout], 'refused', NOW + 1);
    expect(ledger.coolingEntry('payout', [payout], NOW + 2)).toBeUndefined();
  });
});

describe('an outcome nobody has seen', () => {
  it('outlives the session: a sign-out clears the session storage, not the ledger', async () => {
    ledger.recordSend(sent, [payout], NOW);
    expect(ledger.moneyCallInFlight()).toBe(true);
    // The tab signs out mid-call (a 401, another tab, the idle timer): the page loads afresh.
    session.clear();
    ledger = await loadPage();
    signIn('login-a');
    const [send] = ledger.unresolvedSends('payouts');
    expect(send).toEqual([expect.objectContaining({ instruction: payout, state: 'sent' })]);
    // Still cooling after the next sign-in: the same payout does not go out unasked.
    expect(ledger.coolingEntry('payout', [payout], NOW + 1)).toBeDefined();
  });

  it('keeps a double record on its list until dismissed, and a seen outcome off it', () => {
    const key = ledger.recordSend(sent, [payout], NOW);
    ledger.recordOutcome('payout', [payout], 'duplicate', NOW);
    expect(ledger.unresolvedSends('payouts')).toEqual([
      [expect.objectContaining({ state: 'duplicate' })],
    ]);
    ledger.resolveSend(key, NOW);
    expect(ledger.unresolvedSends('payouts')).toEqual([]);
    ledger.recordSend(sent, [{ ...payout, amount: 1 }], NOW);
    ledger.recordOutcome('payout', [{ ...payout, amount: 1 }], 'settled', NOW);
    expect(ledger.unresolvedSends('payouts')).toEqual([]);
  });

  it('is not shown to another login on the same device', () => {
    ledger.recordSend(sent, [payout], NOW);
    ledger.recordOutcome('payout', [payout], 'unknown', NOW);
    signIn('login-b');
    expect(ledger.unresolvedSends('payouts')).toEqual([]);
    expect(ledger.coolingEntry('payout', [payout], NOW)).toBeUndefined();
  });

  it('is not a banner while its own dialog waits for it, and goes once resolved', () => {
    const key = ledger.recordSend(sent, [payout], NOW);
    expect(ledger.unresolvedSends('payouts')).toEqual([]);
    ledger.recordOutcome('payout', [payout], 'unknown', NOW);
    expect(ledger.unresolvedSends('payouts')).toHaveLength(1);
    expect(ledger.unresolvedSends('refunds')).toEqual([]);
    ledger.resolveSend(key, NOW);
    expect(ledger.unresolvedSends('payouts')).toEqual([]);
    expect(ledger.moneyCallInFlight()).toBe(false);
  });
});
