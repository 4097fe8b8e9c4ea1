import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setApiRoot } from '../core/config';
import { setAccessToken } from '../core/session';
import { accounts, businesses, DEMO_ACCOUNTS } from './data/auth';
import { resetDb } from './db';
import { clearFaults } from './faults';
import { server } from './node';
import { createSession } from './sessions';

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

/**
 * Test helper for any domain: signs `email` in (a sandbox session on its default business)
 * and stores the token in session storage, as the client reads it. Returns the token.
 * Call it inside a test (the db and session storage are reset after each test).
 */
export function signInForTests(email: string = DEMO_ACCOUNTS.noTwoFactor.email): string {
  const account = accounts.find((row) => row.email === email.toLowerCase());
  if (!account) throw new Error(`No sandbox account ${email}`);
  const business =
    businesses.find((row) => row.id === account.defaultSubsidiaryId) ??
    businesses.find((row) => row.memberEmails.includes(account.email));
  const session = createSession(account.email, business?.id ?? '');
  setAccessToken(session.token);
  return session.token;
}

/**
 * Runs a test file against the sandbox (as startSandboxServer) with `email` signed in before
 * each test: the 2FA demo login, whose default business has every sample, unless told.
 */
export function startSignedInSandbox(email: string = DEMO_ACCOUNTS.twoFactor.email) {
  const server = startSandboxServer();
  beforeEach(() => {
    signInForTests(email);
  });
  return server;
}

/** One request as the sandbox received it, for assertions on method, path, query and payload. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON payload, or the multipart fields (files stay File objects); undefined without a body. */
  body: unknown;
  authorization: string | null;
}

interface RequestEvents {
  events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void };
}

async function describeRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const type = request.headers.get('Content-Type') ?? '';
  let body: unknown;
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    form.forEach((value, key) => {
      const existing = fields[key];
      fields[key] =
        existing === undefined
          ? value
          : [...(Array.isArray(existing) ? existing : [existing]), value];
    });
    body = fields;
  } else {
    const raw = await request.text();
    body = raw ? (JSON.parse(raw) as unknown) : undefined;
  }
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body,
    authorization: request.headers.get('Authorization'),
  };
}

const requestLogs = new WeakMap<object, Promise<RecordedRequest>[]>();

/**
 * Test helper: records the requests the sandbox server receives from now on (one listener per
 * server; each call starts a fresh log). `last()` is the most recent request.
 */
export function recordRequests(server: RequestEvents) {
  let log = requestLogs.get(server);
  if (!log) {
    const created: Promise<RecordedRequest>[] = [];
    server.events.on('request:start', ({ request }) => {
      created.push(describeRequest(request.clone()));
    });
    requestLogs.set(server, created);
    log = created;
  }
  log.length = 0;
  const entries = log;
  return {
    all: () => Promise.all(entries),
    last: async () => {
      const all = await Promise.all(entries);
      const last = all.at(-1);
      if (!last) throw new Error('No request was recorded');
      return last;
    },
  };
}

/** Test fixture: the text fields of a valid personal-information submission. */
export const personalInformationFields = {
  bvn: '22123456789',
  firstname: 'Tunde',
  lastname: 'Bello',
  gender: 'Male',
  dateofbirth: '1990-04-02',
  mobilenumber: '+2349051234567',
  idtype: '1',
  idnumber: '12345678901',
};

/** Test fixture: the required fields of a valid business-information submission. */
export const businessInformationFields = {
  description: 'Tailored Ankara and Aso-oke outfits',
  emailaddress: 'hello@naijathreads.ng',
  mobilenumber: '+2349051234567',
  address: '21 Broad Street',
  city: 'Lagos Island',
  state: 'Lagos',
  website: 'https://naijathreads.ng',
};
