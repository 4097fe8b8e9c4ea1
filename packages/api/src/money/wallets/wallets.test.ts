import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { resetDb } from '../../mocks/db';
import { handle } from '../../mocks/http';
import { recordRequests, signInForTests, startSignedInSandbox } from '../../mocks/testing';
import { fetchBalanceHistory } from '../balanceHistory/client';
import { fetchBalanceTotals, fetchWalletBalances } from './client';
import { walletsOperations } from './operations';

const server = startSignedInSandbox();

describe('wallet balances', () => {
  it('GETs get/wallet/balance with the bearer token and holds NGN and USD wallets', async () => {
    const sentLog = recordRequests(server);
    const wallets = await fetchWalletBalances();
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/get/wallet/balance');
    expect(sent[0]?.authorization).toMatch(/^Bearer sandbox\./);
    expect(wallets.map((wallet) => wallet.currencyShortName)).toEqual(
      expect.arrayContaining(['NGN', 'USD']),
    );
    expect(
      wallets.find((wallet) => wallet.currencyShortName === 'NGN')?.accountDetails?.accountNumber,
    ).toMatch(/^\d{10}$/);
  });

  it('reads ledgerBalanceChange when the sandbox sends it, and leaves it undefined when a server does not', async () => {
    const wallets = await fetchWalletBalances();
    for (const wallet of wallets) expect(typeof wallet.ledgerBalanceChange).toBe('number');
    server.use(
      handle(walletsOperations.fetchWalletBalances, () =>
        HttpResponse.json({
          wallets: [{ currencyShortName: 'NGN', availableBalance: '10', ledgerBalance: '12' }],
        }),
      ),
    );
    const [plain] = await fetchWalletBalances();
    expect(plain?.ledgerBalanceChange).toBeUndefined();
    expect(plain?.ledgerBalance).toBe(12);
  });

  it('reads numeric strings and rejects a non-numeric balance as invalid-response', async () => {
    const operation = walletsOperations.fetchWalletBalances;
    server.use(
      handle(operation, () =>
        HttpResponse.json({
          wallets: [{ currencyShortName: 'NGN', availableBalance: '1200.50', ledgerBalance: 1300 }],
        }),
      ),
    );
    expect((await fetchWalletBalances())[0]?.availableBalance).toBe(1200.5);
    server.use(
      handle(operation, () =>
        HttpResponse.json({ wallets: [{ currencyShortName: 'NGN', availableBalance: 'lots' }] }),
      ),
    );
    await expect(fetchWalletBalances()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('wallets.0.availableBalance'),
    });
  });
});

describe('sandbox scope and sizes', () => {
  it("answers each business's own wallets and history", async () => {
    const lagos = await fetchWalletBalances();
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    const naija = await fetchWalletBalances();
    expect(lagos.map((wallet) => wallet.currencyShortName)).toContain('GBP');
    expect(naija.map((wallet) => wallet.currencyShortName)).toEqual(['NGN', 'USD']);
    expect(naija[0]?.accountDetails?.accountName).toBe('Naija Threads Enterprise');
    expect((await fetchBalanceHistory()).items.length).toBeGreaterThan(0);
  });

  it("keeps zero NGN and USD wallets and seeds no history for the 'empty' size", async () => {
    resetDb('empty');
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const wallets = await fetchWalletBalances();
    expect(wallets.map((wallet) => [wallet.currencyShortName, wallet.availableBalance])).toEqual([
      ['NGN', 0],
      ['USD', 0],
    ]);
    expect((await fetchBalanceHistory()).items).toEqual([]);
  });
});

describe('balance totals', () => {
  it('GETs get/wallet/balance/totals and reads the three summary amounts', async () => {
    const sentLog = recordRequests(server);
    const totals = await fetchBalanceTotals();
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/get/wallet/balance/totals');
    expect(totals).toEqual({
      chargebacks: expect.any(Number),
      refunds: expect.any(Number),
      nonCompliance: expect.any(Number),
    });
  });

  it('rejects a body without data', async () => {
    server.use(
      handle(walletsOperations.fetchBalanceTotals, () => HttpResponse.json({ message: 'ok' })),
    );
    await expect(fetchBalanceTotals()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
