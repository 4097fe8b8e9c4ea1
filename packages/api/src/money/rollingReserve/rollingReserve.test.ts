import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import { fetchRollingReserves } from './client';
import { rollingReserveOperations } from './operations';

const server = startSignedInSandbox();

describe('rolling reserve', () => {
  it('GETs rolling/reserves for a currency and reads data.items and data.page.total, newest first', async () => {
    const sentLog = recordRequests(server);
    const { items, total } = await fetchRollingReserves('NGN');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/rolling/reserves');
    expect(sent[0]?.query).toEqual({ currency: 'NGN' });
    expect(total).toBe(items.length);
    expect(items.every((item) => item.currency === 'NGN')).toBe(true);
    expect(
      items.some((item) => item.status === 'Due') &&
        items.some((item) => item.status === 'Completed'),
    ).toBe(true);
    const dates = items.map((item) => item.settlementDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rejects a row without a withheld amount as invalid-response', async () => {
    server.use(
      handle(rollingReserveOperations.fetchRollingReserves, () =>
        HttpResponse.json({
          data: {
            items: [
              {
                id: 1,
                settlementDate: '2024-01-01',
                settlementAmount: 5,
                balance: 1,
                status: 'Due',
              },
            ],
          },
        }),
      ),
    );
    await expect(fetchRollingReserves('NGN')).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('withheldAmount'),
    });
  });
});
