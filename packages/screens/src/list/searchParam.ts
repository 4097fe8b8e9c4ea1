// A file of its own, importing nothing: sign-in reads `?reset=1` with it, and the list filters'
// codec beside it brings zod and the date presets, which the sign-in bundle must not (ADR 005).

/**
 * One search param that is not a list filter: an open tab, a dialog, a flag. Unlike a list's
 * filters, a value equal to the default is still written (the URL names the open tab), and
 * `null` removes the param.
 */
export interface SearchParam<Value> {
  /** The value the URL holds; null when the param is absent or `parse` rejects it. */
  read(params: URLSearchParams): Value | null;
  /** A copy of `params` with this one set to `value` (the others kept), or removed for null. */
  write(params: URLSearchParams, value: Value | null): URLSearchParams;
}

/** Defines one search param: its key, how its text reads as a value and how a value writes. */
export function defineSearchParam<Value>(
  key: string,
  codec: {
    /** The param's text as a value, or null when it names none. */
    parse: (raw: string) => Value | null;
    /** The value as the param's text. */
    format: (value: Value) => string;
  },
): SearchParam<Value> {
  return {
    read: (params) => {
      const raw = params.get(key);
      return raw === null ? null : codec.parse(raw);
    },
    write: (params, value) => {
      const next = new URLSearchParams(params);
      if (value === null) next.delete(key);
      else next.set(key, codec.format(value));
      return next;
    },
  };
}

/** A param holding a plain text, as written (`?currency=NGN`). */
export const textSearchParam = (key: string): SearchParam<string> =>
  defineSearchParam(key, { parse: (raw) => raw, format: (value) => value });

/** A flag: `?key=1` when set, absent otherwise (`?reset=1`). */
export const flagSearchParam = (key: string): SearchParam<true> =>
  defineSearchParam<true>(key, { parse: (raw) => (raw === '1' ? true : null), format: () => '1' });
