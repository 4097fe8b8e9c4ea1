import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchSettlements } from './client';
import { settlementsOperations } from './operations';

const server = startSignedInSandbox();

describe('settlements', () => {
  it('sends the hard-coded page 4 and limit 100 on the first load and reads snake-case fields', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchSettlements();
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/settlement/paginated');
    expect(sent[0]?.query).toEqual({ page: '4', limit: '100' });
    expect(total).toBe(items.length);
    expect(items[0]?.dateCreated).toBeTruthy();
    expect(items[0]?.transactionReference).toMatch(/^STL-/);
    const times = items.map((item) => new Date(item.dateCreated).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads the newest page when page 4 comes back empty while total_items counts rows', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchSettlements();
    expect((await sentLog.all()).map((request) => request.query)).toEqual([
      { page: '4', limit: '100' },
      { page: '1', limit: '100' },
    ]);
    // The sandbox's business holds 40 settlements: all on the newest page.
    expect(items).toHaveLength(40);
    expect(total).toBe(40);
  });

  it('keeps a non-empty page 4, and an empty one when total_items counts none', async () => {
    const row = {
      transactionAmount: '100',
      currency: 'NGN',
      settlementStatus: 'Completed',
      dateCreated: '2024-02-01T00:00:00Z',
    };
    const sentLog = recordRequests(server);
    server.use(
      handle(settlementsOperations.fetchSettlements, () =>
        HttpResponse.json({ items: [row], total_items: 301 }),
      ),
    );
    expect(await fetchSettlements()).toMatchObject({
      items: [{ dateCreated: row.dateCreated }],
      total: 301,
    });
    server.use(
      handle(settlementsOperations.fetchSettlements, () =>
        HttpResponse.json({ items: [], total_items: 0 }),
      ),
    );
    expect(await fetchSettlements()).toEqual({ items: [], total: 0 });
    expect((await sentLog.all()).map((request) => request.query)).toEqual([
      { page: '4', limit: '100' },
      { page: '4', limit: '100' },
    ]);
  });

  it('sends settlementstatus, the date range and Export on a filtered load', async () => {
    const sentLog = recordRequests(server);
    const { items } = await fetchSettlements({
      status: 'Pending',
      dateRange: { from: '2020-01-01', to: '2099-01-31' },
      exportAll: true,
    });
    const sent = await sentLog.all();
    expect(sent[0]?.query).toEqual({
      settlementstatus: 'Pending',
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-01-31 23:59:59',
      Export: 'true',
    });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.settlementStatus === 'Pending')).toBe(true);
  });

  it('reads camelCase variants too, and rejects a non-numeric amount', async () => {
    const row = {
      transactionAmount: '100',
      currency: 'NGN',
      settlementStatus: 'Completed',
      dateCreated: '2024-02-01T00:00:00Z',
    };
    server.use(
      handle(settlementsOperations.fetchSettlements, () =>
        HttpResponse.json({ items: [row], total_items: 1 }),
      ),
    );
    expect((await fetchSettlements()).items[0]).toMatchObject({
      transactionAmount: 100,
      dateCreated: '2024-02-01T00:00:00Z',
    });
    server.use(
      handle(settlementsOperations.fetchSettlements, () =>
        HttpResponse.json({ items: [{ ...row, transactionAmount: 'n/a' }] }),
      ),
    );
    await expect(fetchSettlements()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
