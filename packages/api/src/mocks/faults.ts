import { delay, getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { shiftDateTimes } from './clockShift';
import {
  DEFAULT_SLOW_MS,
  FAULTS_STORAGE_KEY,
  FAULT_URL_PARAM,
  findClock,
  findFault,
  formatFaults,
  parseFaults,
  type FaultMode,
  type FaultRule,
} from './faultRules';
import { sessionExpired } from './http';

/** Every call of the merchant API goes under /subsidiary. */
export const API_CALLS = '*/subsidiary/*';

/** The server-error body, as the 'server-error' scenario and the '500' fault send it. */
const SERVER_ERROR_BODY = {
  status: false,
  title: 'Internal Server Error',
  message: 'Service temporarily unavailable',
} as const;

const HTML_PAGE = `<!doctype html>
<html><head><title>502 Bad Gateway</title></head>
<body><h1>Bad Gateway</h1><p>The proxy could not reach the merchant API.</p></body></html>`;

/**
 * The tab's session storage: each tab fails its own calls (journeys sweep several tabs at
 * once), the rules survive reloads, and 'Please login again' clears them with the session, so
 * `?fault=session-expired` does not lock the tab out.
 */
function browserStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

// Node has no session storage of its own: the rules of a Node test live here.
let memoryRules = '';

/** Sets the faults: rules or their text form (see faultRules.ts); [] or '' clears them. */
export function setFaults(rules: string | readonly FaultRule[]) {
  const text = typeof rules === 'string' ? formatFaults(parseFaults(rules)) : formatFaults(rules);
  const storage = browserStorage();
  if (!storage) memoryRules = text;
  else if (text) storage.setItem(FAULTS_STORAGE_KEY, text);
  else storage.removeItem(FAULTS_STORAGE_KEY);
}

export function clearFaults() {
  setFaults([]);
}

/**
 * The faults in force, read on every call so a journey can change them between two requests.
 * Rules that do not parse (a hand-edited key) fail nothing and say why once.
 */
export function readFaults(): FaultRule[] {
  const storage = browserStorage();
  const text = storage ? storage.getItem(FAULTS_STORAGE_KEY) : memoryRules;
  try {
    return parseFaults(text);
  } catch (error) {
    console.warn('[sandbox] ignoring the faults:', error instanceof Error ? error.message : error);
    storage?.removeItem(FAULTS_STORAGE_KEY);
    return [];
  }
}

/** `?fault=...` in the URL sets the tab's faults (kept across reloads until `?fault=none`). */
export function readFaultsFromUrl() {
  if (typeof window === 'undefined') return;
  const fromUrl = new URLSearchParams(window.location.search).get(FAULT_URL_PARAM);
  if (fromUrl === null) return;
  try {
    setFaults(fromUrl);
  } catch (error) {
    console.warn('[sandbox] ?fault=', error instanceof Error ? error.message : error);
  }
}

/** Every value replaced by one of another type, keys kept: what a schema must reject. */
export function withWrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(withWrongTypes) : {};
  if (value === null) return false;
  switch (typeof value) {
    case 'string':
      return value.length;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'yes' : 'no';
    case 'object':
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          withWrongTypes(item),
        ]),
      );
    default:
      return null;
  }
}

/**
 * The structure without the values: lists keep their rows and records stay, but every row and
 * record arrives with no fields, and the top keeps only `status`. A reader that takes a missing
 * list as empty still meets rows it cannot read.
 */
export function withoutFields(value: unknown, top = true): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutFields(item, false));
  if (value === null || typeof value !== 'object') return undefined;
  const kept = Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (top && key === 'status') return [[key, item]];
    return item !== null && typeof item === 'object' ? [[key, withoutFields(item, false)]] : [];
  });
  return Object.fromEntries(kept);
}

/** The answer the regular handlers give, as JSON, or undefined when it is not JSON. */
async function realBody(request: Request, regular: readonly HttpHandler[]) {
  const response = await getResponse([...regular], request.clone());
  if (!response) return undefined;
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The response of a failure mode; undefined lets the call through to the regular handlers.
 * 'clock' fails nothing: it shifts whatever answer comes back (`withClockShift`).
 */
export async function faultResponse(
  rule: Pick<FaultRule, 'mode' | 'delayMs'>,
  request: Request,
  regular: readonly HttpHandler[],
): Promise<Response | undefined> {
  const mode: FaultMode = rule.mode;
  switch (mode) {
    case '500':
      return HttpResponse.json(SERVER_ERROR_BODY, { status: 500 });
    case '500-title':
      return HttpResponse.json({ status: false, title: SERVER_ERROR_BODY.title }, { status: 500 });
    case '500-empty':
      return new HttpResponse(null, { status: 500 });
    case 'network':
      return HttpResponse.error();
    case 'html':
      return HttpResponse.html(HTML_PAGE, { status: 200 });
    case 'wrong-types':
    case 'missing-fields': {
      const real = await realBody(request, regular);
      if (!real) return HttpResponse.html(HTML_PAGE, { status: 200 });
      const body = mode === 'wrong-types' ? withWrongTypes(real.body) : withoutFields(real.body);
      return HttpResponse.json(body as object, { status: real.status });
    }
    case 'slow':
      await delay(rule.delayMs ?? DEFAULT_SLOW_MS);
      return undefined;
    case 'session-expired':
      return sessionExpired();
    case 'drop':
      await getResponse([...regular], request.clone());
      return HttpResponse.error();
    case 'gateway-timeout':
      await getResponse([...regular], request.clone());
      return HttpResponse.json({ message: 'Endpoint request timed out' }, { status: 504 });
    case 'twice':
      // The first answer is lost; the retry's answer is the one the page reads.
      await getResponse([...regular], request.clone());
      return getResponse([...regular], request.clone());
    case 'clock':
      return undefined;
  }
}

/**
 * The answer as a server whose clock is off by `shiftMs` writes it: a successful JSON answer
 * with its date-times shifted, in their own format. Error and network answers, and answers
 * that are not JSON, stay as they are.
 */
async function withClockShift(response: Response, shiftMs: number): Promise<Response> {
  const json = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (response.type === 'error' || !response.ok || !json) return response;
  const body: unknown = await response.clone().json();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(JSON.stringify(shiftDateTimes(body, shiftMs)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The browser says it is offline: the sandbox, which answers from inside the page, answers as
 * the network would, with no response, so the demo and the journeys show what a merchant offline
 * sees (ADR 023).
 */
function browserOffline() {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * One handler in front of the regular ones: a call made while the browser is offline gets no
 * response; a call that matches a failure rule gets that
 * fault's answer, and under a `clock` rule that answer, or the regular one, comes back with its
 * times shifted; every other call goes through (MSW moves on when a resolver returns nothing).
 */
export function faultHandlers(regular: readonly HttpHandler[]): HttpHandler[] {
  return [
    http.all(API_CALLS, async ({ request }) => {
      if (browserOffline()) return HttpResponse.error();
      const rules = readFaults();
      const call = { method: request.method, pathname: new URL(request.url).pathname };
      const failure = findFault(rules, call);
      const clock = findClock(rules, call);
      const failed = failure ? await faultResponse(failure, request, regular) : undefined;
      if (!clock) return failed;
      const response = failed ?? (await getResponse([...regular], request.clone()));
      return response && withClockShift(response, clock.shiftMs ?? 0);
    }),
  ];
}
