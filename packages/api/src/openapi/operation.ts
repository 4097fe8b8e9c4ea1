import * as z from 'zod';
import type { HttpMethod } from '../core/http';

/** A multipart body: its fields with the spec's exact names, files as `z.instanceof(Blob)`. */
export type MultipartFields = z.ZodObject;

/** One call the client makes, as the registry describes it. */
export interface Operation {
  /** Unique name: the client function, suffixed where one function calls several paths. */
  id: string;
  /** The client function that makes the call. */
  client: string;
  /** The domain folder of the call (`src/<domain>`); the OpenAPI tag. */
  domain: string;
  method: HttpMethod;
  /** The path under the API root, with `{param}` placeholders. */
  path: string;
  summary: string;
  /** Made before sign-in: the server needs no bearer token. */
  public?: boolean;
  /** The query parameters the client may send (all optional strings unless stated). */
  query?: z.ZodObject;
  /** A JSON payload. */
  body?: z.ZodType;
  /** A multipart payload. */
  multipart?: MultipartFields;
  /** The response body as the client's schema accepts it. */
  response: z.ZodType;
}

/** A registry entry as written in `calls/<domain>.ts`; `client` defaults to `id`. */
export type OperationEntry = Omit<Operation, 'domain' | 'client'> & { client?: string };

export function defineOperations(domain: string, entries: readonly OperationEntry[]): Operation[] {
  return entries.map(({ client, ...entry }) => ({ ...entry, client: client ?? entry.id, domain }));
}

/** An optional query string parameter. */
export function text(description: string) {
  return z.string().optional().describe(description);
}

/** The spec's date filter (`dateRangeQuery` in core). */
export const dateRange = {
  fromdate: text("Start of the range, sent as 'YYYY-MM-DD 00:00:00'."),
  todate: text("End of the range, sent as 'YYYY-MM-DD 23:59:59'."),
};

/** Server paging as the client sends it. */
export const paging = {
  page: text('1-based page; page 1 holds the newest rows.'),
  limit: text('Rows per page (10 by default).'),
};

/** A file part of a multipart body. */
export const file = z.instanceof(Blob).describe('A file.');

/** A multipart field sent once per file. */
export const files = z.array(z.instanceof(Blob)).describe('One part per file.');

/** A multipart text field holding 'true' or 'false'. */
export const booleanText = z.enum(['true', 'false']);
