import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandboxServer } from '../mocks/testing';
import type * as Config from './config';
import { ApiError } from './errors';
import { send } from './http';
import { failureOutcome } from './money';
import { messageResponse } from './schema';

// The build flag, switched per test (the bundle reads it from import.meta.env).
const idempotency = vi.hoisted(() => ({ accepted: false }));
vi.mock('./config', async (importOriginal) => ({
  ...(await importOriginal<typeof Config>()),
  acceptsIdempotencyKey: () => idempotency.accepted,
}));

const server = startSandboxServer();
const PATH = '/subsidiary/core/money-probe';

afterEach(() => {
  idempotency.accepted = false;
  vi.restoreAllMocks();
});

/** Answers every call of the probe path with `respond`, and returns the requests it saw. */
function probe(respond: () => Response) {
  const seen: Request[] = [];
  server.use(
    http.all(`*${PATH}`, ({ request: sent }) => {
      seen.push(sent);
      return respond();
    }),
  );
  return seen;
}

const sendMoney = (idempotencyKey?: string) =>
  send(PATH, { method: 'POST', body: { amount: 1 }, schema: messageResponse, idempotencyKey });

describe('failureOutcome', () => {
  const error = (kind: ApiError['kind'], status?: number, body?: unknown) =>
    new ApiError(kind, 'x', { path: PATH, status, body });

  it.each([
    ['no response', error('network'), 'unknown'],
    ['an unreadable body', error('invalid-response', 200), 'unknown'],
    ['a 502 without a body', error('http', 502), 'unknown'],
    ['a 500 with an empty message', error('http', 500, { message: ' ' }), 'unknown'],
    ['something that is not an ApiError', new TypeError('boom'), 'unknown'],
    ['a 500 with a message', error('http', 500, { message: 'Service unavailable' }), 'refused'],
    ['a 400', error('http', 400), 'refused'],
    ["a statusCode other than '00'", error('business', 200, { statusCode: '51' }), 'refused'],
  ])('%s is %s', (_label, failure, expected) => {
    expect(failureOutcome(failure)).toBe(expected);
  });
});

describe('acceptsIdempotencyKey', () => {
  it("is on only when VITE_API_IDEMPOTENCY is 'on'", async () => {
    const { acceptsIdempotencyKey } = await vi.importActual<typeof Config>('./config');
    const env = (value?: string) => (name: string) =>
      name === 'VITE_API_IDEMPOTENCY' ? value : undefined;
    expect([env('on'), env('off'), env()].map(acceptsIdempotencyKey)).toEqual([true, false, false]);
  });
});

describe('a money POST', () => {
  it('is sent once when it gets no response or a 500: the client never retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dropped = probe(() => HttpResponse.error());
    await expect(sendMoney()).rejects.toMatchObject({ kind: 'network' });
    expect(dropped).toHaveLength(1);

    const failed = probe(() => new HttpResponse(null, { status: 503 }));
    await expect(sendMoney()).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(failed).toHaveLength(1);
  });

  it('carries no Idempotency-Key unless the build says the API accepts it', async () => {
    const seen = probe(() => HttpResponse.json({ message: 'ok' }));
    await sendMoney('key-1');
    idempotency.accepted = true;
    await sendMoney('key-2');
    await sendMoney();
    expect(seen.map((sent) => sent.headers.get('Idempotency-Key'))).toEqual([null, 'key-2', null]);
  });
});
