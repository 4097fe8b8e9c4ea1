import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSandboxServer } from '../mocks/testing';
import type * as Config from './config';
import { ApiError } from './errors';
import { subscribeToApiEvents, type ApiEvent } from './events';
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
    // Refused: the server read the instruction and said no.
    ['a 400 with a message', error('http', 400, { message: 'Invalid account' }), 'refused'],
    ['a 422 with a ProblemDetails title', error('http', 422, { title: 'Bad amount' }), 'refused'],
    ["a 200 whose statusCode is not '00'", error('business', 200, { statusCode: '51' }), 'refused'],
    ["'Please login again'", error('session-expired', 401), 'refused'],
    // Unknown: the money may have moved.
    [
      'a 504 with a message',
      error('http', 504, { message: 'Endpoint request timed out' }),
      'unknown',
    ],
    ['a ProblemDetails 500', error('http', 500, { title: 'Internal Server Error' }), 'unknown'],
    ['a 502 with a message', error('http', 502, { message: 'Internal server error' }), 'unknown'],
    ['a 503 without a body', error('http', 503), 'unknown'],
    ['a 408 without a body', error('http', 408), 'unknown'],
    ['a 408 with a message', error('http', 408, { message: 'Request timeout' }), 'unknown'],
    ['a 425', error('http', 425, { message: 'Too early' }), 'unknown'],
    ['a 429 with a message', error('http', 429, { message: 'Too many requests' }), 'unknown'],
    ['a 400 without a message', error('http', 400, { message: ' ' }), 'unknown'],
    ['no response (or a timeout)', error('network'), 'unknown'],
    ['an unreadable body', error('invalid-response', 200), 'unknown'],
    ['something that is not an ApiError', new TypeError('boom'), 'unknown'],
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

  it('stops waiting after its timeout and fails as a call with no response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stalled = probe(() => new Promise<Response>(() => undefined) as unknown as Response);
    const started = Date.now();
    const failure = send(PATH, {
      method: 'POST',
      body: { amount: 1 },
      schema: messageResponse,
      timeoutMs: 50,
    });
    await expect(failure).rejects.toMatchObject({ kind: 'network' });
    expect(failureOutcome(await failure.catch((caught: unknown) => caught))).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stalled).toHaveLength(1);
  });

  it('is not toasted when it fails: its answer alone does not say what happened to the money', async () => {
    const events: ApiEvent[] = [];
    const unsubscribe = subscribeToApiEvents((event) => events.push(event));
    probe(() => HttpResponse.json({ message: 'Endpoint request timed out' }, { status: 504 }));
    const sendProbe = (movesMoney: boolean) =>
      send(PATH, { method: 'POST', body: {}, schema: messageResponse, movesMoney }).catch(
        () => undefined,
      );
    await sendProbe(true);
    expect(events).toEqual([]);
    await sendProbe(false);
    expect(events.map(({ type }) => type)).toEqual(['error']);
    unsubscribe();
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
