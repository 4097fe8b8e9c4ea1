/**
 * A server whose clock is off stamps every time it writes with its own clock: the `clock` fault
 * shifts the date-times of the sandbox's answers by the same offset, so rows seeded long ago
 * and rows written a moment ago keep their order and their distance, as on that server.
 */

/**
 * An ISO 8601 date-time, as a whole string: the date, 'T' (or a space), hours and minutes (the
 * head, what a shift changes), then optional seconds and fraction and an optional 'Z' or
 * offset. Date-only strings are calendar days (a due date), not clock readings, and stay.
 */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2}([T ])\d{2}:\d{2})((?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)$/;

const MINUTE_MS = 60_000;

/** 'YYYY-MM-DD?HH:mm' of a wall-clock time held as UTC, with the string's own separator. */
const headOf = (wall: Date, separator: string) =>
  wall.toISOString().slice(0, 16).replace('T', separator);

/**
 * The date-time moved by `shiftMs` (whole minutes), in its own format: seconds, fraction and
 * zone are kept, so only the date, hours and minutes change. Any other string, or an
 * impossible date, comes back unchanged.
 */
export function shiftDateTime(text: string, shiftMs: number): string {
  const [, head = '', separator = 'T', rest = ''] = DATE_TIME.exec(text) ?? [];
  // The wall-clock fields read as UTC: moving them by a duration is the same in any zone.
  const wall = new Date(`${head.replace(separator, 'T')}Z`);
  if (Number.isNaN(wall.getTime()) || headOf(wall, separator) !== head) return text;
  const moved = new Date(wall.getTime() + Math.round(shiftMs / MINUTE_MS) * MINUTE_MS);
  return headOf(moved, separator) + rest;
}

/** Every date-time string in a JSON value shifted (`shiftDateTime`); keys and other values kept. */
export function shiftDateTimes(value: unknown, shiftMs: number): unknown {
  if (typeof value === 'string') return shiftDateTime(value, shiftMs);
  if (Array.isArray(value)) return value.map((item) => shiftDateTimes(item, shiftMs));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      shiftDateTimes(item, shiftMs),
    ]),
  );
}
