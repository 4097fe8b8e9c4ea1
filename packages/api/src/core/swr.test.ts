import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createKeys, inShortTasks, keyStartsWith, reportingAppFaults } from './swr';

const keys = createKeys('settings');

describe('keyStartsWith', () => {
  it('matches a key built again with fresh, equal params objects', () => {
    expect(keyStartsWith(keys.item('feeBearer'), keys.item('feeBearer'))).toBe(true);
    expect(
      keyStartsWith(keys.list({ page: 1, status: 'paid' }), keys.list({ status: 'paid', page: 1 })),
    ).toBe(true);
  });

  it('matches every read of the resource through `all`', () => {
    expect(keyStartsWith(keys.detail('7'), keys.all)).toBe(true);
    expect(keyStartsWith(keys.list({ page: 2 }), keys.all)).toBe(true);
  });

  it('keeps reads with other params, kinds or resources apart', () => {
    expect(keyStartsWith(keys.list({ page: 2 }), keys.list({ page: 1 }))).toBe(false);
    expect(keyStartsWith(keys.item('twoFactor'), keys.item('feeBearer'))).toBe(false);
    expect(keyStartsWith(createKeys('payouts').all, keys.all)).toBe(false);
  });

  it('never matches a key shorter than the prefix, or one that is not an array', () => {
    expect(keyStartsWith(keys.all, keys.item('feeBearer'))).toBe(false);
    expect(keyStartsWith('mutation:setFeeBearer', keys.all)).toBe(false);
  });
});

describe('inShortTasks', () => {
  it('sends from the next task, not from the one that asked', async () => {
    const fetcher = vi.fn(() => Promise.resolve('answer'));
    const read = inShortTasks(fetcher)();
    await Promise.resolve();
    expect(fetcher).not.toHaveBeenCalled();
    await expect(read).resolves.toBe('answer');
    expect(fetcher).toHaveBeenCalledOnce();
  });

  it('hands the answer over in a task after the one that read it', async () => {
    const order: string[] = [];
    const read = inShortTasks(() => {
      setTimeout(() => order.push('the task after the answer'), 0);
      return Promise.resolve('answer');
    })();
    await read.then(() => order.push('handed over'));
    expect(order).toEqual(['the task after the answer', 'handed over']);
  });

  it('passes a failure on as it came', async () => {
    const failure = new Error('no response');
    await expect(inShortTasks(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});

describe('reportingAppFaults', () => {
  it("tells the console of the app's own fault, and leaves an ApiError to the error policy", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'items')");
    await expect(reportingAppFaults(() => Promise.reject(bug))()).rejects.toBe(bug);
    expect(logged).toHaveBeenCalledWith('[api] a read failed in the app:', bug);

    logged.mockClear();
    const refused = new ApiError('http', 'Unexpected Error!', { path: '/subsidiary/x' });
    await expect(reportingAppFaults(() => Promise.reject(refused))()).rejects.toBe(refused);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
