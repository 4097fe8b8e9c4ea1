import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchFundingHistory } from './client';
import { fundingOperations } from './operations';

const server = startSignedInSandbox();

describe('funding history', () => {
  it('GETs fetch/funding/history with only the date range and reads data.items and data.totalItems', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchFundingHistory({ from: '2020-01-01', to: '2099-12-31' });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/fetch/funding/history');
    expect(sent[0]?.query).toEqual({
      fromdate: '2020-01-01 00:00:00',
      todate: '2099-12-31 23:59:59',
    });
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    expect(items.some((item) => item.method === 'N/A')).toBe(true);
  });

  it('filters out rows outside the range', async () => {
    expect((await fetchFundingHistory({ from: '2001-01-01', to: '2001-01-02' })).items).toEqual([]);
  });

  it('rejects a non-numeric amount as invalid-response', async () => {
    server.use(
      handle(fundingOperations.fetchFundingHistory, () =>
        HttpResponse.json({
          data: { items: [{ currency: 'NGN', amount: 'ten', dateCreated: '2024-01-01' }] },
        }),
      ),
    );
    await expect(fetchFundingHistory()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
