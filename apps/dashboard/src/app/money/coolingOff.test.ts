import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COOLING_MS, endCooling, isCooling, startCooling } from './coolingOff';

const payout = { recipient: 'Adaeze Okafor', account: '0123456789', amount: 5000, currency: 'NGN' };
const NOW = 1_000_000;

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
});

describe('the cooling period', () => {
  it('holds the same instruction until it ends, and only for the same action', () => {
    startCooling('payout', [payout], NOW);
    expect(isCooling('payout', [{ ...payout, recipient: 'ADAEZE OKAFOR' }], NOW + 1)).toBe(true);
    expect(isCooling('payout', [{ ...payout, amount: 5001 }], NOW + 1)).toBe(false);
    expect(isCooling('refund', [payout], NOW + 1)).toBe(false);
    expect(isCooling('payout', [payout], NOW + COOLING_MS)).toBe(false);
  });

  it('gives a confirmed resend the key of the first send, and a new instruction a new key', () => {
    const first = startCooling('payout', [payout], NOW);
    expect(startCooling('payout', [payout], NOW + 5)).toBe(first);
    expect(startCooling('payout', [{ ...payout, amount: 1 }], NOW + 5)).not.toBe(first);
  });

  it('ends when the server said no', () => {
    startCooling('payout', [payout], NOW);
    endCooling('payout', [payout], NOW + 1);
    expect(isCooling('payout', [payout], NOW + 2)).toBe(false);
  });
});
