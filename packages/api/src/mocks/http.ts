import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Operation } from '../core/operation';
import { sessions, type SandboxSession } from './sessions';

type Resolver = Parameters<typeof http.get>[1];

/**
 * The sandbox's answer to one operation of the table, on the operation's own method and path
 * (`{param}` read as MSW's `:param`), so a handler cannot listen where the client does not call.
 * `*` in front of the path matches any API root: the sandbox serves whatever root the client
 * resolved (development, production or VITE_API_ROOT).
 */
export function handle(operation: Operation, resolver: Resolver): HttpHandler {
  const path = `*${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const method = operation.method.toLowerCase() as Lowercase<Operation['method']>;
  return http[method](path, resolver);
}

/** A payload field as trimmed text (a number as its digits); anything else reads as empty. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A success body: the spec's responses carry a message on success and on error. */
export function ok<T extends object>(body: T, status = 200) {
  return HttpResponse.json({ status: true, ...body }, { status });
}

/** An error body with the message the dashboard shows in the red toast. */
export function fail(message: string, status = 400, extra: object = {}) {
  return HttpResponse.json({ status: false, message, ...extra }, { status });
}

/** The answer to a missing or unknown token, per the error catalogue. */
export function sessionExpired() {
  return fail('Please login again', 401);
}

class SandboxResponseError extends Error {
  constructor(readonly response: Response) {
    super('sandbox response');
  }
}

/** The session behind the request's bearer token; throws a 'Please login again' response otherwise. */
function requireSession(request: Request): SandboxSession {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  const session = token ? sessions.find((candidate) => candidate.token === token) : undefined;
  if (!session) throw new SandboxResponseError(sessionExpired());
  return session;
}

/** Reads a JSON or multipart body into a plain object (files stay File objects). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const result: Record<string, unknown> = {};
    form.forEach((value, key) => {
      const existing = result[key];
      if (existing === undefined) result[key] = value;
      else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    });
    return result;
  }
  const text = await request.text();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object'
    ? (parsed as Record<string, unknown>)
    : { value: parsed };
}

/** Reads a JSON array body (e.g. the refund call). */
export async function readArrayBody(request: Request): Promise<unknown[]> {
  const parsed: unknown = JSON.parse((await request.text()) || '[]');
  return Array.isArray(parsed) ? parsed : [];
}

/** Query parameters of the request URL. */
export function searchParams(request: Request) {
  return new URL(request.url).searchParams;
}

/**
 * Wraps a resolver so `requireSession` (and other thrown responses) become responses.
 * Every protected handler goes through it.
 */
export function protectedResolver<Args extends { request: Request }>(
  resolver: (args: Args, session: SandboxSession) => Response | Promise<Response>,
) {
  return async (args: Args) => {
    try {
      return await resolver(args, requireSession(args.request));
    } catch (error) {
      if (error instanceof SandboxResponseError) return error.response;
      throw error;
    }
  };
}

/** Keeps rows whose date lies in the spec's fromdate/todate range ('YYYY-MM-DD HH:mm:ss'). */
export function inDateRange(dateIso: string, params: URLSearchParams) {
  const from = params.get('fromdate');
  const to = params.get('todate');
  const time = new Date(dateIso).getTime();
  if (from && time < new Date(from.replace(' ', 'T') + 'Z').getTime()) return false;
  if (to && time > new Date(to.replace(' ', 'T') + 'Z').getTime()) return false;
  return true;
}
