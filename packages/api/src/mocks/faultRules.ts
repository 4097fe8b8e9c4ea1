/**
 * Which calls of the sandbox fail, and how: the fault rules, written as text so the same form
 * works in a URL (`?fault=500:/subsidiary/dashboard/fetch/orders`), in the tab's session
 * storage (where the journeys write it) and in Node tests. This module is plain data and string
 * handling, so the journeys can import it without loading MSW.
 *
 * A rule is `mode[:METHOD]:path`, rules are separated by commas, and a rule without a path
 * applies to every API call. The path matches the end of the request path; `*` and `:param`
 * segments match any one segment. A call fails by the first failure rule that applies to it;
 * a `clock` rule (`clock:<offset>[:METHOD][:path]`) combines with it and shifts the answer.
 * Examples:
 * - `500:/subsidiary/dashboard/fetch/orders`: the orders list answers 500, the rest answer;
 * - `slow=5000:POST:/subsidiary/dashboard/refund`: the refund call waits 5 s, then answers;
 * - `network`: every call gets no response at all;
 * - `clock:-16d,drop:POST:/subsidiary/payout/initiate`: the server's clock is 16 days behind,
 *   and the payout is carried out with its answer lost.
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
  /**
   * The call is carried out behind a gateway that gave up first: HTTP 504 'Endpoint request
   * timed out', a message that says nothing about what the server did.
   */
  'gateway-timeout',
  /** The call is carried out twice, as a browser's silent retry of a POST does (ADR 010). */
  'twice',
  /**
   * The server's clock is off by an offset in days, hours or minutes (`clock:-16d`,
   * `clock:-1h`, `clock:+30m`): every date-time in its successful JSON answers is shifted by
   * it (clockShift.ts), including those of a failure rule's answer (`twice`, `slow`); error and
   * network answers stay as they are, and the dates a call sends (filters) are not shifted.
   */
  'clock',
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
  /** How far a `clock` rule's server clock is off, in whole minutes as ms; negative is behind. */
  shiftMs?: number;
}

/** A slow answer waits this long unless the rule says otherwise: several seconds. */
export const DEFAULT_SLOW_MS = 3000;

/** The session storage key the browser sandbox reads on every call (journeys write it). */
export const FAULTS_STORAGE_KEY = 'merchant-sandbox:faults';

/** The URL parameter that sets the faults for the tab; `?fault=none` clears them. */
export const FAULT_URL_PARAM = 'fault';

const isMode = (value: string): value is FaultMode =>
  (FAULT_MODES as readonly string[]).includes(value);

/** A clock offset's units, in milliseconds. */
const CLOCK_UNITS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;
type ClockUnit = keyof typeof CLOCK_UNITS;

const CLOCK_OFFSET = /^([+-]?)(\d+)([dhm])$/;

/**
 * Reads `-16d`, `-1h`, `+30m` as milliseconds. A missing sign is ahead: in a URL's query a
 * `+` arrives as a space.
 */
function parseClockOffset(offset: string | undefined, text: string): number {
  const [, sign, amount, unit] = CLOCK_OFFSET.exec(offset?.trim() ?? '') ?? [];
  if (!amount || !unit) {
    throw new Error(`'clock' takes an offset in days, hours or minutes (clock:-16d): '${text}'`);
  }
  return (sign === '-' ? -1 : 1) * Number(amount) * CLOCK_UNITS[unit as ClockUnit];
}

/** Writes milliseconds in the largest unit that holds them whole, with a sign: `-16d`, `+30m`. */
function formatClockOffset(shiftMs: number): string {
  const sign = shiftMs < 0 ? '-' : '+';
  const size = Math.abs(shiftMs);
  const unit =
    (Object.keys(CLOCK_UNITS) as ClockUnit[]).find((key) => size % CLOCK_UNITS[key] === 0) ?? 'm';
  return `${sign}${Math.round(size / CLOCK_UNITS[unit])}${unit}`;
}

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
  if (mode === 'clock') rule.shiftMs = parseClockOffset(rest.shift(), text);
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
        rule.mode === 'clock' ? formatClockOffset(rule.shiftMs ?? 0) : undefined,
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

/** A call as the rules match it. */
interface FaultCall {
  method: string;
  pathname: string;
}

const appliesTo = (call: FaultCall) => (rule: FaultRule) =>
  (!rule.method || rule.method === call.method.toUpperCase()) &&
  (!rule.path || pathPattern(rule.path).test(call.pathname));

/** The first failure rule that applies to a call, if any: how it fails ('clock' fails nothing). */
export function findFault(rules: readonly FaultRule[], call: FaultCall): FaultRule | undefined {
  return rules.find((rule) => rule.mode !== 'clock' && appliesTo(call)(rule));
}

/** The first `clock` rule that applies to a call, if any: how far its answer's times are off. */
export function findClock(rules: readonly FaultRule[], call: FaultCall): FaultRule | undefined {
  return rules.find((rule) => rule.mode === 'clock' && appliesTo(call)(rule));
}
