import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberLogin } from '../../session/loginKey';
import { parseViews, subscribeToViews, viewsSnapshot, writeViews } from './viewStorage';

function fakeStorage() {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}

let local: ReturnType<typeof fakeStorage>;
let session: ReturnType<typeof fakeStorage>;
const transactions = { list: '/dashboard/business/transactions', business: 'biz-1' };
const saved = {
  views: [{ id: 'v1', name: 'Failed this month', search: 'status=Failed' }],
  defaultId: 'v1',
};

beforeEach(() => {
  local = fakeStorage();
  session = fakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('window', { addEventListener: vi.fn(), removeEventListener: vi.fn() });
});

describe('saved views in the browser', () => {
  it('are kept per login and survive a sign-out, which clears the session storage', () => {
    rememberLogin('Ada@Example.com');
    writeViews(transactions, saved);
    session.store.clear();
    expect(parseViews(viewsSnapshot(transactions))).toEqual({ views: [], defaultId: null });
    rememberLogin('ada@example.com ');
    expect(parseViews(viewsSnapshot(transactions))).toEqual(saved);
  });

  it('are another login’s, business’s or list’s own, and name no e-mail or token', () => {
    rememberLogin('ada@example.com');
    writeViews(transactions, saved);
    const [key] = [...local.store.keys()];
    expect(key).toMatch(/^merchant-views:\w+:biz-1:\/dashboard\/business\/transactions$/);
    expect(key).not.toContain('ada');
    expect(parseViews(viewsSnapshot({ ...transactions, business: 'biz-2' })).views).toEqual([]);
    expect(
      parseViews(viewsSnapshot({ ...transactions, list: '/dashboard/payouts' })).views,
    ).toEqual([]);
    rememberLogin('bola@example.com');
    expect(parseViews(viewsSnapshot(transactions)).views).toEqual([]);
  });

  it('stay in the session without a login key, and the slot goes once no view is left', () => {
    writeViews(transactions, saved);
    expect(local.store.size).toBe(0);
    expect(parseViews(viewsSnapshot(transactions))).toEqual(saved);
    writeViews(transactions, { views: [], defaultId: null });
    expect(session.store.size).toBe(0);
  });

  it('read as none from a text this code did not write, and drop a default that is gone', () => {
    expect(parseViews('not json')).toEqual({ views: [], defaultId: null });
    expect(parseViews('{"views":[{"id":1}],"defaultId":"v1"}')).toEqual({
      views: [],
      defaultId: null,
    });
    expect(parseViews(JSON.stringify({ ...saved, defaultId: 'v9' })).defaultId).toBeNull();
  });

  it('tell the lists that show them when they change', () => {
    const listener = vi.fn();
    const stop = subscribeToViews(listener);
    writeViews(transactions, saved);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    writeViews(transactions, saved);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
