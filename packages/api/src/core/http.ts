import { ofetch, type FetchResponse } from 'ofetch';
import * as z from 'zod/mini';
import { acceptsIdempotencyKey, getApiRoot } from './config';
import { ApiError, SESSION_EXPIRED_MESSAGE, messageFromBody } from './errors';
import { emitApiEvent } from './events';
import { MONEY_CALL_TIMEOUT_MS } from './money';
import type { Operation, OperationSpec, RequestArgs } from './operation';
import { pathOf } from './path';
import { clearSession, getAccessToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** What a read may be given beside its filters. */
export interface ReadOptions {
  /** Cancels the read when its answer is no longer wanted. */
  signal?: AbortSignal;
}

interface SendOptions<S extends z.core.$ZodType> {
  /** HTTP method; GET by default. */
  method?: HttpMethod;
  /** Query parameters; empty values are left out. */
  query?: Query;
  /** JSON payload, or FormData for multipart calls. */
  body?: unknown;
  /** Schema of the response body: the response is parsed at the boundary. */
  schema: S;
  /** The call's documented fallback message for failures without a message. */
  fallbackMessage?: string;
  /** Hands the response's message to the app for a green toast (mutations that show one). */
  notifySuccess?: boolean;
  /** A money call's key, sent as `Idempotency-Key` only when the API accepts it (ADR 010). */
  idempotencyKey?: string;
  /** Stops waiting after this long; the call then fails as one that got no response. */
  timeoutMs?: number;
  /**
   * Moves money: its failure is not toasted here, as its answer alone does not say what
   * happened; the money hook reads the records and shows the refusal it confirms (ADR 015).
   */
  movesMoney?: boolean;
  /** Cancels the call: it then rejects with the signal's reason, reported nowhere. */
  signal?: AbortSignal;
}

/**
 * The single ofetch instance: every call carries the bearer token from session storage, and only
 * it: no cookie is sent, even when the API shares the dashboard's origin, so no ambient
 * credential can act for the merchant. No call is ever retried by the client (ofetch retries GETs
 * once by default): a repeated money POST could move money twice (ADR 010).
 */
const client = ofetch.create({
  retry: 0,
  credentials: 'omit',
  ignoreResponseError: true,
  onRequest({ options }) {
    const token = getAccessToken();
    const headers = new Headers(options.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    options.headers = headers;
  },
});

function cleanQuery(
  query: Query | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Applies the error catalogue and throws. The error's message is what a merchant may read; its
 * detail (an unreadable body's field and issue) goes to the console only.
 */
function fail(error: ApiError, movesMoney = false): never {
  if (error.detail) console.error(`[api] ${error.method ?? ''} ${error.path}: ${error.detail}`);
  if (error.kind === 'session-expired') {
    clearSession();
    emitApiEvent({ type: 'session-expired' });
  } else if (error.kind === 'network') {
    // The spec: a request that got no response is only logged; no message is shown.
    console.error(`[api] ${error.method ?? ''} ${error.path}: no response`);
  } else if (!movesMoney) {
    emitApiEvent({ type: 'error', message: error.message, error });
  }
  throw error;
}

/**
 * What of a failed fetch may be kept: its message. ofetch's error holds the request options,
 * whose headers carry the Authorization token, and an error's cause ends up in logs.
 */
function withoutOptions(cause: unknown): Error {
  return new Error(cause instanceof Error ? cause.message : 'no response');
}

/** A GET sent before the code that reads it had loaded (see `prefetch`), and when. */
const early = new Map<string, { response: Promise<FetchResponse<unknown>>; at: number }>();
/** How long a prefetched response waits for its reader; after that it is sent again. */
const EARLY_FOR_MS = 30_000;

/** One fetch on the wire; everything about its answer is `send`'s. */
function transmit(
  path: string,
  method: HttpMethod,
  query?: Query,
  body?: unknown,
  headers?: HeadersInit,
  timeout?: number,
  signal?: AbortSignal,
) {
  return client.raw(path, {
    baseURL: getApiRoot(),
    method,
    query: cleanQuery(query),
    body: body as BodyInit | Record<string, unknown> | undefined,
    headers,
    timeout,
    signal,
    responseType: 'json',
  });
}

/**
 * Starts signed-in GETs whose readers are still downloading: the dashboard's shell asks for
 * the profile only once its code has arrived, a round trip it need not wait for. The
 * first `request` for the same path (no query) takes the response instead of sending again;
 * everything after it (status, session expiry, schema, toasts) runs as for any call. Does
 * nothing without a session.
 */
export function prefetch(...paths: string[]) {
  if (getAccessToken() === null) return;
  for (const path of paths) {
    const response = transmit(path, 'GET');
    // Read (and its failure reported) by the request that takes it.
    response.catch(() => undefined);
    early.set(path, { response, at: Date.now() });
  }
}

function takePrefetched(path: string, method: HttpMethod, query: Query | undefined) {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  const fresh = Date.now() - entry.at < EARLY_FOR_MS;
  return method === 'GET' && !query && fresh ? entry.response : undefined;
}

/**
 * Sends one call of the operation table and returns its body parsed with the operation's
 * response schema: path params are encoded into the path, empty query values are left out, the
 * body goes as JSON (or as the FormData of a multipart operation).
 */
export function request<S extends OperationSpec>(
  operation: Operation<S>,
  ...[input]: RequestArgs<S>
): Promise<z.output<S['response']>> {
  return send(pathOf(operation.path, input?.params), {
    method: operation.method,
    query: input?.query,
    body: input?.body,
    schema: operation.response,
    fallbackMessage: operation.fallbackMessage,
    notifySuccess: input?.notifySuccess,
    idempotencyKey: input?.idempotencyKey,
    timeoutMs: operation.movesMoney ? MONEY_CALL_TIMEOUT_MS : undefined,
    movesMoney: operation.movesMoney,
    signal: input?.signal,
  }) as Promise<z.output<S['response']>>;
}

/**
 * A failed parse's error with zod's English messages. zod/mini loads no locale, so its own
 * messages (not the schemas' explicit ones) read 'Invalid input'; the English locale is fetched
 * only when a response cannot be read, and the body parsed again with it, so the page's detail
 * ('expected array, received string') stays as it was with zod classic.
 */
async function inEnglish(schema: z.core.$ZodType, data: unknown, error: z.core.$ZodError) {
  try {
    const { default: english } = await import('zod/v4/locales/en.js');
    const again = z.safeParse(schema, data, { error: english().localeError });
    return again.error ?? error;
  } catch {
    return error;
  }
}

/**
 * Sends one call and returns its parsed body. Failures follow the spec's error catalogue
 * (see `fail`) and always surface as an `ApiError`. Exported for core's own tests; the client
 * goes through `request`.
 */
export async function send<S extends z.core.$ZodType>(
  path: string,
  options: SendOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', query, body, schema, fallbackMessage, notifySuccess = false } = options;
  const headers =
    options.idempotencyKey && acceptsIdempotencyKey()
      ? { 'Idempotency-Key': options.idempotencyKey }
      : undefined;
  let response: FetchResponse<unknown>;
  try {
    response = await (takePrefetched(path, method, query) ??
      transmit(path, method, query, body, headers, options.timeoutMs, options.signal));
  } catch (cause) {
    // A cancelled call is no failure: whoever cancelled it no longer waits for its answer.
    if (options.signal?.aborted) throw options.signal.reason;
    return fail(
      new ApiError('network', messageFromBody(undefined, fallbackMessage), {
        method,
        path,
        cause: withoutOptions(cause),
      }),
      options.movesMoney,
    );
  }

  const data: unknown = response._data;
  const message = messageFromBody(data, fallbackMessage);
  // Any 401 to a signed-in call ends the session (ASVS: the server no longer knows it); a 401
  // without a token (sign-in, sign-up, OTP) is that form's own error.
  const sessionExpired =
    message === SESSION_EXPIRED_MESSAGE || (response.status === 401 && getAccessToken() !== null);
  if (sessionExpired) {
    return fail(
      new ApiError('session-expired', SESSION_EXPIRED_MESSAGE, {
        method,
        path,
        status: response.status,
        body: data,
      }),
      options.movesMoney,
    );
  }
  if (!response.ok) {
    return fail(
      new ApiError('http', message, { method, path, status: response.status, body: data }),
      options.movesMoney,
    );
  }

  const parsed = z.safeParse(schema, data);
  if (!parsed.success) {
    const error = await inEnglish(schema, data, parsed.error);
    const issue = error.issues[0];
    const where = issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : '';
    // An unreadable body has no message to trust (a 200 body's message would be a success
    // text), so the merchant reads the call's fallback; the schema's complaint is a developer's.
    return fail(
      new ApiError('invalid-response', messageFromBody(undefined, fallbackMessage), {
        method,
        path,
        status: response.status,
        body: data,
        detail: `the response cannot be read${where}`,
        cause: error,
      }),
      options.movesMoney,
    );
  }
  if (
    notifySuccess &&
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    emitApiEvent({ type: 'success', message: (data as { message: string }).message });
  }
  return parsed.data;
}

/**
 * Raises a business failure carried by a 200 response (e.g. a statusCode other than '00'),
 * through the same policy as HTTP errors.
 */
export function businessFailure(
  operation: Pick<OperationSpec, 'path' | 'fallbackMessage' | 'movesMoney'>,
  body: unknown,
  fallbackMessage = operation.fallbackMessage,
): never {
  const { path, movesMoney } = operation;
  return fail(
    new ApiError('business', messageFromBody(body, fallbackMessage), { path, status: 200, body }),
    movesMoney,
  );
}
