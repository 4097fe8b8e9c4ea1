import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { clearKeptAnswers, keepAnswersFor } from './keptAnswers';
import { OFFLINE_READ_MESSAGE, orKeptAnswer } from './swr';

const noResponse = () =>
  Promise.reject(new ApiError('network', 'Unexpected Error!', { method: 'GET', path: '/orders' }));

/** Lets the idle keep run and its writes finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The browser's network state, as navigator.onLine says it. */
const browserOnline = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

afterEach(async () => {
  vi.unstubAllGlobals();
  keepAnswersFor(() => undefined);
  await clearKeptAnswers();
});

describe('a read that keeps its last answer', () => {
  beforeEach(() => browserOnline(false));

  it('answers with the kept answer when the next read gets no response', async () => {
    keepAnswersFor(() => ({ login: 'ada', scope: 'biz-1:Test' }));
    await expect(orKeptAnswer('orders', () => Promise.resolve({ rows: [1] }))()).resolves.toEqual({
      rows: [1],
    });
    await settle();
    await expect(orKeptAnswer('orders', noResponse)()).resolves.toEqual({ rows: [1] });
  });

  it('says the merchant is offline when nothing was kept', async () => {
    keepAnswersFor(() => ({ login: 'ada', scope: 'biz-1:Test' }));
    await expect(orKeptAnswer('orders', noResponse)()).rejects.toThrow(OFFLINE_READ_MESSAGE);
  });

  it('keeps nothing without a partition (signed out, stories, tests)', async () => {
    await orKeptAnswer('orders', () => Promise.resolve('rows'))();
    await settle();
    keepAnswersFor(() => ({ login: 'ada', scope: 'biz-1:Test' }));
    await expect(orKeptAnswer('orders', noResponse)()).rejects.toThrow(OFFLINE_READ_MESSAGE);
  });

  it('online, lets a read with no response fail as it did: one call down is not the network', async () => {
    keepAnswersFor(() => ({ login: 'ada', scope: 'biz-1:Test' }));
    await orKeptAnswer('orders', () => Promise.resolve({ rows: [1] }))();
    await settle();
    browserOnline(true);
    await expect(orKeptAnswer('orders', noResponse)()).rejects.toThrow('Unexpected Error!');
  });

  it('lets every other failure through as it was', async () => {
    keepAnswersFor(() => ({ login: 'ada', scope: 'biz-1:Test' }));
    const refused = new ApiError('http', 'Refused', { path: '/orders', status: 400 });
    const fetcher = vi.fn(() => Promise.reject(refused));
    await expect(orKeptAnswer('orders', fetcher)()).rejects.toBe(refused);
  });
});
