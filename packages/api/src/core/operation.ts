import * as z from 'zod/mini';
import type { HttpMethod, QueryValue } from './http';

/**
 * One call of the merchant API, declared once in `src/<domain>/operations.ts`. The client sends
 * it with `request(operation, input)`, the sandbox answers it with `handle(operation, resolver)`,
 * and `openapi.json` and the call list of CONTRACT.md are generated from it (with the one-line
 * summaries of `openapi/summaries.ts`, which the browser does not need).
 */
export interface OperationSpec {
  method: HttpMethod;
  /** The path under the API root, with `{param}` placeholders. */
  path: string;
  /** The client function that makes the call, when it is not the operation's name. */
  client?: string;
  /** Made before sign-in: the server needs no bearer token. */
  public?: boolean;
  /** The query parameters the client may send (all optional strings unless stated). */
  query?: z.core.$ZodObject;
  /** A JSON payload. */
  body?: z.core.$ZodType;
  /** A multipart payload: its fields with the spec's exact names, files as `z.instanceof(Blob)`. */
  multipart?: z.core.$ZodObject;
  /** The response body as the client's schema accepts it; every response is parsed with it. */
  response: z.core.$ZodType;
  /** The call's documented message for failures whose body has none. */
  fallbackMessage?: string;
  /**
   * Moves money: the client stops waiting after `MONEY_CALL_TIMEOUT_MS`, and the money hook
   * decides its outcome from the records (ADR 015).
   */
  movesMoney?: true;
}

/** An operation of the table: its spec, its name (`id`), its client function and its domain. */
export type Operation<S extends OperationSpec = OperationSpec> = S & {
  /** Unique name: the client function, suffixed where one function calls several paths. */
  id: string;
  client: string;
  /** The domain folder of the call (`src/<domain>`); the OpenAPI tag. */
  domain: string;
};

/** The operations of one domain, keyed by name; the key is the operation's id. */
export function defineOperations<const T extends Record<string, OperationSpec>>(
  domain: string,
  specs: T,
): { [K in keyof T]: Operation<T[K]> } {
  return Object.fromEntries(
    Object.entries(specs).map(([id, spec]) => [
      id,
      { ...spec, id, client: spec.client ?? id, domain },
    ]),
  ) as { [K in keyof T]: Operation<T[K]> };
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

type ParamsInput<S extends OperationSpec> = [PathParamNames<S['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<S['path']>, string | number> };

type QueryInput<S extends OperationSpec> = S['query'] extends z.core.$ZodObject
  ? { query?: { [K in keyof z.input<S['query']>]?: QueryValue } }
  : { query?: undefined };

/** A payload as the caller may hold it: read-only arrays and objects are sent as they are. */
type Sendable<T> = T extends Blob
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Sendable<Item>[]
    : T extends object
      ? { readonly [K in keyof T]: Sendable<T[K]> }
      : T;

type BodyInput<S extends OperationSpec> = S['multipart'] extends z.core.$ZodObject
  ? { body: FormData }
  : S['body'] extends z.core.$ZodType
    ? { body: Sendable<z.input<S['body']>> }
    : { body?: undefined };

/** What a call sends beside its operation: path params, query, body and the call's options. */
type RequestInput<S extends OperationSpec> = ParamsInput<S> &
  QueryInput<S> &
  BodyInput<S> & {
    /** Hands the response's message to the app for a green toast (mutations that show one). */
    notifySuccess?: boolean;
    /** A money call's key, sent as `Idempotency-Key` only when the API accepts it (ADR 010). */
    idempotencyKey?: string;
    /** Cancels a read whose answer is no longer wanted (a search whose text changed). */
    signal?: AbortSignal;
  };

/** The input argument: optional when the operation needs no params and no body. */
export type RequestArgs<S extends OperationSpec> =
  Record<string, never> extends Omit<
    RequestInput<S>,
    'notifySuccess' | 'idempotencyKey' | 'signal' | 'query'
  >
    ? [input?: RequestInput<S>]
    : [input: RequestInput<S>];

/** An optional query string parameter. */
export function text(description: string) {
  return z.optional(z.string()).check(z.describe(description));
}

/** The spec's date filter (`dateRangeQuery` in core). */
export const dateRange = {
  fromdate: text("Start of the range, sent as 'YYYY-MM-DD 00:00:00'."),
  todate: text("End of the range, sent as 'YYYY-MM-DD 23:59:59'."),
};

/** The filter of the calls that read one currency's figures. */
export const currencyFilter = {
  currency: text('Currency short name, e.g. NGN.'),
};

/** Server paging as the client sends it. */
export const paging = {
  page: text('1-based page; page 1 holds the newest rows.'),
  limit: text('Rows per page (10 by default).'),
};

/** A file part of a multipart body. */
export const file = z.instanceof(Blob).check(z.describe('A file.'));

/** A multipart field sent once per file. */
export const files = z.array(z.instanceof(Blob)).check(z.describe('One part per file.'));

/** A multipart text field holding 'true' or 'false'. */
export const booleanText = z.enum(['true', 'false']);
