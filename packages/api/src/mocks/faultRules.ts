/**
 * Which calls of the sandbox fail, and how: the fault rules, written as text so the same form
 * works in a URL (`?fault=500:/subsidiary/dashboard/fetch/orders`), in the tab's session
 * storage (where the journeys write it) and in Node tests. This module is plain data and string
 * handling, so the journeys can import it without loading MSW.
 *
 * A rule is `mode[:METHOD]:path`, rules are separated by commas, and a rule without a path
 * fails every API call. The path matches the end of the request path; `*` and `:param`
 * segments match any one segment. Examples:
 * - `500:/subsidiary/dashboard/fetch/orders`: the orders list answers 500, the rest answer;
 * - `slow=5000:POST:/subsidiary/dashboard/refund`: the refund call waits 5 s, then answers;
 * - `network`: every call gets no response at all.
 */
export const FAULT_MODES = [
  /** HTTP 500 with a title and a message (the toast shows the message). */
  '500',
  /** HTTP 500 with a title only (the toast shows the title). */
  '500-title',
  /** HTTP 500 with no body (the toast shows 'Unexpected Error!'). */
  '500-empty',
  /** No response at all, like a dropped connection (logged, no toast). */
  'network',
  /** HTTP 200 whose every value has the wrong type (strings as numbers, lists as objects...). */
  'wrong-types',
  /** HTTP 200 with the answer's lists and records but none of their fields, nor the message. */
  'missing-fields',
  /** HTTP 200 with an HTML page instead of JSON, as a captive portal or a proxy sends. */
  'html',
  /** The real answer, several seconds late (3 s, or `slow=<ms>`). */
  'slow',
  /** 'Please login again', which ends the session. */
  'session-expired',
  /** The call is carried out, then its answer is lost as a network error: outcome unknown. */
  'drop',
  /** The call is carried out twice, as a browser's silent retry of a POST does (ADR 010). */
  'twice',
] as const;

export type FaultMode = (typeof FAULT_MODES)[number];

export type FaultMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface FaultRule {
  /** How the call fails. */
  mode: FaultMode;
  /** End of the request path; every API call when left out. */
  path?: string;
  /** Only this method; every method when left out. */
  method?: FaultMethod;
  /** How long a `slow` answer waits, in milliseconds. */
  delayMs?: number;
}

/** A slow answer waits this long unless the rule says otherwise: several seconds. */
export const DEFAULT_SLOW_MS = 3000;

/** The session storage key the browser sandbox reads on every call (journeys write it). */
export const FAULTS_STORAGE_KEY = 'merchant-sandbox:faults';

/** The URL parameter that sets the faults for the tab; `?fault=none` clears them. */
export const FAULT_URL_PARAM = 'fault';

const isMode = (value: string): value is FaultMode =>
  (FAULT_MODES as readonly string[]).includes(value);

/** Reads one rule; throws on a mode that does not exist, so a typo is not a silent no-op. */
function parseRule(text: string): FaultRule {
  const [head = '', ...rest] = text.trim().split(':');
  const [mode = '', delay] = head.split('=');
  if (!isMode(mode)) throw new Error(`Unknown sandbox fault '${mode}' in '${text}'`);
  const rule: FaultRule = { mode };
  if (delay !== undefined) {
    const delayMs = Number(delay);
    if (mode !== 'slow' || !Number.isFinite(delayMs) || delayMs < 0) {
      throw new Error(`Only 'slow' takes a delay in milliseconds: '${text}'`);
    }
    rule.delayMs = delayMs;
  }
  const upper = rest[0]?.toUpperCase();
  if (upper && METHODS.includes(upper)) {
    rule.method = upper as FaultMethod;
    rest.shift();
  }
  // A path's `:param` segments contain the separator, so the rest is joined back.
  const path = rest.join(':').trim();
  if (path) rule.path = path;
  return rule;
}

/** Parses `500:/a,network:/b`; an empty text, or 'none', is no faults. */
export function parseFaults(text: string | null | undefined): FaultRule[] {
  const trimmed = (text ?? '').trim();
  if (!trimmed || trimmed === 'none') return [];
  return trimmed.split(',').filter(Boolean).map(parseRule);
}

/** Writes rules in the text form `parseFaults` reads. */
export function formatFaults(rules: readonly FaultRule[]): string {
  return rules
    .map((rule) =>
      [
        rule.delayMs === undefined ? rule.mode : `${rule.mode}=${rule.delayMs}`,
        rule.method,
        rule.path,
      ]
        .filter(Boolean)
        .join(':'),
    )
    .join(',');
}

const patterns = new Map<string, RegExp>();

function pathPattern(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((segment) =>
        segment === '*' || segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    pattern = new RegExp(`${source}$`);
    patterns.set(path, pattern);
  }
  return pattern;
}

/** The first rule that applies to a call, if any. */
export function findFault(
  rules: readonly FaultRule[],
  call: { method: string; pathname: string },
): FaultRule | undefined {
  return rules.find(
    (rule) =>
      (!rule.method || rule.method === call.method.toUpperCase()) &&
      (!rule.path || pathPattern(rule.path).test(call.pathname)),
  );
}
