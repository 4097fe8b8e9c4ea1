import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import { setApiRoot } from '../core/config';
import { resetDb } from './db';
import { clearFaults } from './faults';
import { server } from './node';

/** session storage for Node tests: the client reads the bearer token from it. */
class MemoryStorage implements Storage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

export const TEST_API_ROOT = 'https://merchant-api.test';

/**
 * Runs a test file against the sandbox: unhandled requests fail the test, and the db, the
 * faults and handler overrides are reset after each test.
 */
export function startSandboxServer() {
  beforeAll(() => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
    setApiRoot(TEST_API_ROOT);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    clearFaults();
    resetDb();
    sessionStorage.clear();
  });
  afterAll(() => {
    server.close();
    setApiRoot(undefined);
  });
  return server;
}

/** Records every request the current test sends (clones, so their bodies can still be read). */
export function recordSentRequests(sandbox: typeof server): Request[] {
  const sent: Request[] = [];
  const listener = ({ request }: { request: Request }) => void sent.push(request.clone());
  sandbox.events.on('request:start', listener);
  onTestFinished(() => sandbox.events.removeListener('request:start', listener));
  return sent;
}
