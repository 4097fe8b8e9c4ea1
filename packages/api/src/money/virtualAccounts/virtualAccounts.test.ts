import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { resetDb } from '../../mocks/db';
import { handle } from '../../mocks/http';
import { recordRequests, signInForTests, startSignedInSandbox } from '../../mocks/testing';
import { createVirtualAccount, fetchVirtualAccounts } from './client';
import { virtualAccountsOperations } from './operations';

const server = startSignedInSandbox();

describe('virtual accounts', () => {
  it('GETs view/static/accounts and reads items and total_items', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchVirtualAccounts();
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.path).toBe('/subsidiary/view/static/accounts');
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
  });

  it('POSTs the bvn, and the created account appears first in the list', async () => {
    const sentLog = recordRequests(server);
    const response = await createVirtualAccount({ bvn: '22123456789' });
    const sent = await sentLog.all();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe('/subsidiary/create/static/account');
    expect(sent[0]?.body).toEqual({ bvn: '22123456789' });
    expect(response.message).toBe('Virtual account created successfully');
    expect((await fetchVirtualAccounts()).items[0]?.bvn).toBe('22123456789');
  });

  it('answers a short BVN with the server message as an http error', async () => {
    await expect(createVirtualAccount({ bvn: '123' })).rejects.toMatchObject({
      kind: 'http',
      message: 'BVN must be 11 digits',
    });
  });

  it('seeds no rows for the empty size', async () => {
    resetDb('empty');
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    expect((await fetchVirtualAccounts()).items).toEqual([]);
  });

  it('rejects a list without account numbers as invalid-response', async () => {
    server.use(
      handle(virtualAccountsOperations.fetchVirtualAccounts, () =>
        HttpResponse.json({ items: [{ accountName: 'A' }] }),
      ),
    );
    await expect(fetchVirtualAccounts()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
