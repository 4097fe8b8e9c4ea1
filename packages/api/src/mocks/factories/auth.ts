import { setAccessToken } from '../../core/session';
import { accounts, businesses, DEMO_ACCOUNTS } from '../data/auth';
import type { AccountRow, BusinessRow } from '../data/auth';
import { createSession } from '../sessions';

/** A sign-in account row; the defaults are a verified login without 2FA. */
export function buildAccount(
  overrides: Partial<AccountRow> & Pick<AccountRow, 'email'>,
): AccountRow {
  return {
    userId: `usr-${overrides.email.length}${overrides.email.charCodeAt(0)}`,
    password: 'Demo@1234',
    firstName: 'Demo',
    lastName: 'Merchant',
    mobileNumber: '+2348030000000',
    twoFactor: false,
    verified: true,
    loginHash: `lh-${overrides.email.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`,
    environment: 'Test',
    defaultSubsidiaryId: '',
    ...overrides,
  };
}

/** A business (subsidiary) row; the defaults are a Company that has not started onboarding. */
export function buildBusiness(
  overrides: Partial<BusinessRow> & Pick<BusinessRow, 'id' | 'name'>,
): BusinessRow {
  return {
    description: '',
    subsidiaryLogo: undefined,
    businessType: 'Company',
    status: 'New',
    verificationStatus: 'New',
    memberEmails: [],
    supportEmail: '',
    mobileNumber: '',
    country: 'NG',
    gotStarted: false,
    legalBusinessName: overrides.name,
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
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
