import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, startSandboxServer } from '../mocks/testing';
import { resolveApiRoot, type ApiRootSettings } from './config';
import { ApiError, merchantMessage, UNEXPECTED_ERROR_MESSAGE } from './errors';
import { subscribeToApiEvents, type ApiEvent } from './events';
import { businessFailure, send } from './http';
import { dateRangeQuery, newestFirst } from './query';
import { messageResponse } from './schema';
import { clearSession, getAccessToken, setAccessToken, writeSession } from './session';

const server = startSandboxServer();
const PATH = '/subsidiary/core/probe';

function answer(body: JsonBodyType, status = 200) {
  server.use(http.all(`*${PATH}`, () => HttpResponse.json(body, { status })));
}

let events: ApiEvent[] = [];
let stop: () => void = () => undefined;
function listen() {
  events = [];
  stop = subscribeToApiEvents((event) => events.push(event));
}
afterEach(() => {
  stop();
  clearSession();
  vi.restoreAllMocks();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(caught instanceof ApiError)) throw new Error('Expected an ApiError');
  return caught;
}

describe("'Please login again'", () => {
  it.each([
    ['a 401', 401],
    ['a 400', 400],
    ['a 200', 200],
  ])('on %s clears the session and emits session-expired', async (_label, status) => {
    setAccessToken('token-1');
    writeSession('profile', { name: 'me' });
    answer({ message: 'Please login again' }, status);
    listen();
    const error = await failure(send(PATH, { schema: messageResponse }));
    expect(error.kind).toBe('session-expired');
    expect(sessionStorage.length).toBe(0);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('HTTP 401 on any signed-in call expires the session, whatever the message', async () => {
    setAccessToken('token-1');
    answer({ message: 'Unauthorized' }, 401);
    listen();
    const error = await failure(send(PATH, { method: 'POST', body: {}, schema: messageResponse }));
    expect(error).toMatchObject({ kind: 'session-expired', method: 'POST', path: PATH });
    expect(getAccessToken()).toBeNull();
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('HTTP 401 with no session (a sign-in form) is that form’s own error', async () => {
    answer({ message: 'Invalid email or password' }, 401);
    listen();
    const error = await failure(send(PATH, { schema: messageResponse }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(events).toMatchObject([{ type: 'error', message: 'Invalid email or password' }]);
  });
});

describe('other failures emit an error event', () => {
  it.each([
    [
      'the body message',
      { message: 'Amount is too high', title: 'Bad Request' },
      undefined,
      'Amount is too high',
    ],
    ['the title when there is no message', { title: 'Bad Request' }, 'Fallback', 'Bad Request'],
    [
      'the fallback when neither is there',
      { status: false },
      'Files sizes may be too large',
      'Files sizes may be too large',
    ],
    ["'Unexpected Error!' when nothing else", 'plain text', undefined, UNEXPECTED_ERROR_MESSAGE],
  ])('with %s', async (_label, body, fallbackMessage, expected) => {
    answer(body, 422);
    listen();
    const error = await failure(send(PATH, { schema: messageResponse, fallbackMessage }));
    expect(error).toMatchObject({ kind: 'http', status: 422, message: expected });
    expect(events).toEqual([{ type: 'error', message: expected, error }]);
  });

  it('a blank message falls through to the title', async () => {
    answer({ message: '  ', title: 'Conflict' }, 409);
    listen();
    await failure(send(PATH, { schema: messageResponse }));
    expect(events).toMatchObject([{ type: 'error', message: 'Conflict' }]);
  });

  it('businessFailure raises a 200 business failure through the same policy', async () => {
    listen();
    const error = await failure(
      Promise.resolve().then(() =>
        businessFailure({ path: PATH }, { statusCode: '05', message: 'Not yet' }),
      ),
    );
    expect(error).toMatchObject({ kind: 'business', status: 200, message: 'Not yet' });
    expect(events).toMatchObject([{ type: 'error', message: 'Not yet' }]);
  });
});

describe('a request with no response', () => {
  it('is only logged: no event, a network ApiError', async () => {
    server.use(http.all(`*${PATH}`, () => HttpResponse.error()));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listen();
    const error = await failure(send(PATH, { schema: messageResponse, fallbackMessage: 'Nope' }));
    expect(error.kind).toBe('network');
    expect(events).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toEqual([`[api] GET ${PATH}: no response`]);
  });

  it('keeps no request options, so no log can show the Authorization header', async () => {
    setAccessToken('secret-token-1');
    server.use(http.all(`*${PATH}`, () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(send(PATH, { method: 'POST', body: {}, schema: messageResponse }));
    expect(error).toMatchObject({ method: 'POST', path: PATH });
    expect(error.cause).toBeInstanceOf(Error);
    expect(Object.keys(error.cause as object)).toEqual([]);
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain(
      'secret-token-1',
    );
  });
});

describe('success messages', () => {
  it('are emitted only with notifySuccess', async () => {
    answer({ message: 'Saved successfully' });
    listen();
    await send(PATH, { method: 'POST', body: {}, schema: messageResponse });
    expect(events).toEqual([]);
    await send(PATH, { method: 'POST', body: {}, schema: messageResponse, notifySuccess: true });
    expect(events).toEqual([{ type: 'success', message: 'Saved successfully' }]);
  });

  it('emit nothing when the body has no message', async () => {
    answer({ status: true });
    listen();
    await send(PATH, { schema: messageResponse, notifySuccess: true });
    expect(events).toEqual([]);
  });
});

describe('response parsing', () => {
  const schema = z.object({ data: z.object({ items: z.array(z.object({ amount: z.number() })) }) });

  it('returns the parsed body', async () => {
    answer({ data: { items: [{ amount: 5, extra: true }] } });
    await expect(send(PATH, { schema })).resolves.toEqual({ data: { items: [{ amount: 5 }] } });
  });

  it("rejects a malformed body as 'invalid-response': the catalogue's words for the merchant, the field for the console", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ data: { items: [{ amount: 'five' }] } });
    listen();
    const error = await failure(send(PATH, { schema }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(merchantMessage(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
    // zod/mini loads no locale: the detail keeps zod's English message all the same.
    const detail =
      'the response cannot be read (data.items.0.amount: Invalid input: expected number, received string)';
    expect(error.detail).toBe(detail);
    expect(logged).toHaveBeenCalledWith(`[api] GET ${PATH}: ${detail}`);
    expect(error.body).toEqual({ data: { items: [{ amount: 'five' }] } });
    expect(events).toMatchObject([{ type: 'error', message: UNEXPECTED_ERROR_MESSAGE }]);
  });

  it("shows an ApiError's message, and 'Unexpected Error!' for any other error", () => {
    const refused = new ApiError('http', 'Insufficient balance', { path: PATH });
    expect(merchantMessage(refused)).toBe('Insufficient balance');
    expect(
      merchantMessage(new TypeError("Cannot read properties of undefined (reading 'items')")),
    ).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(merchantMessage('a string')).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it("toasts the call's fallback, not the success message of an unreadable body", async () => {
    answer({ message: 'Orders retrieved successfully', data: 'not an object' });
    listen();
    await failure(send(PATH, { schema, fallbackMessage: 'Something went wrong!' }));
    expect(events).toMatchObject([{ type: 'error', message: 'Something went wrong!' }]);
  });

  it("an HTML page instead of JSON is unreadable: 'Unexpected Error!'", async () => {
    server.use(
      http.all(`*${PATH}`, () => HttpResponse.html('<!doctype html><h1>Bad Gateway</h1>')),
    );
    listen();
    const error = await failure(send(PATH, { schema }));
    expect(error.kind).toBe('invalid-response');
    expect(events).toMatchObject([{ type: 'error', message: UNEXPECTED_ERROR_MESSAGE }]);
  });
});

describe('the request', () => {
  it('carries the bearer token from session storage', async () => {
    answer({ message: 'ok' });
    setAccessToken('secret-token');
    const requests = recordRequests(server);
    await send(PATH, { schema: messageResponse });
    expect((await requests.last()).authorization).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    answer({ message: 'ok' });
    const requests = recordRequests(server);
    await send(PATH, { schema: messageResponse });
    expect((await requests.last()).authorization).toBeNull();
  });

  it('leaves out empty query values and sends the JSON body', async () => {
    answer({ message: 'ok' });
    const requests = recordRequests(server);
    await send(PATH, {
      method: 'PATCH',
      query: {
        status: 'Successful',
        email: '',
        page: 0,
        skip: undefined,
        none: null,
        IsExport: true,
      },
      body: { a: 1 },
      schema: messageResponse,
    });
    expect(await requests.last()).toMatchObject({
      method: 'PATCH',
      path: PATH,
      query: { status: 'Successful', page: '0', IsExport: 'true' },
      body: { a: 1 },
    });
  });
});

describe('resolveApiRoot', () => {
  const settings: ApiRootSettings = {
    developmentRoot: 'https://dev-api.example.ng/',
    productionRoot: 'https://api.example.ng',
    developmentDomain: 'dev.example.ng',
  };

  it('VITE_API_ROOT (explicitRoot) wins over the host rule', () => {
    expect(
      resolveApiRoot('localhost:5173', { ...settings, explicitRoot: 'https://mine.test/' }),
    ).toBe('https://mine.test');
    expect(
      resolveApiRoot('merchant.example.ng', { ...settings, explicitRoot: 'https://mine.test' }),
    ).toBe('https://mine.test');
  });

  it('uses the development root for hosts containing the development domain or localhost', () => {
    expect(resolveApiRoot('dashboard.dev.example.ng', settings)).toBe('https://dev-api.example.ng');
    expect(resolveApiRoot('localhost:5173', settings)).toBe('https://dev-api.example.ng');
  });

  it('uses the production root otherwise', () => {
    expect(resolveApiRoot('dashboard.example.ng', settings)).toBe('https://api.example.ng');
  });
});

describe('query helpers', () => {
  it('dateRangeQuery sends the start at 00:00:00 and the end at 23:59:59', () => {
    expect(dateRangeQuery({ from: '2024-03-01', to: '2024-03-31' })).toEqual({
      fromdate: '2024-03-01 00:00:00',
      todate: '2024-03-31 23:59:59',
    });
    expect(dateRangeQuery(undefined)).toEqual({ fromdate: undefined, todate: undefined });
  });

  it('newestFirst reverses without touching the input', () => {
    const items = [1, 2, 3];
    expect(newestFirst(items)).toEqual([3, 2, 1]);
    expect(items).toEqual([1, 2, 3]);
  });
});
