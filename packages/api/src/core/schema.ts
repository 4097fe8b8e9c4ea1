import * as z from 'zod/mini';

/**
 * Schema building blocks that make the client tolerant of any server that follows the spec:
 * unknown fields are accepted (and dropped), numbers may come as numeric strings, optional
 * text may be null. What would break a screen (a missing list, a non-numeric amount) is rejected.
 */

/**
 * A value passed through `fn` before `schema` reads it: zod/mini has no `z.preprocess`, which
 * zod classic builds the same way (a transform piped into the schema).
 */
export function preprocess<T extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: T,
): z.ZodMiniPipe<z.ZodMiniTransform, T> {
  return z.pipe<z.ZodMiniTransform, T>(z.transform(fn), schema);
}

/** A number, or a string holding one ('1200.50'). */
export const numeric = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'Expected a number')),
    z.transform(Number),
  ),
]);

/** An optional number: absent, null or '' become undefined. */
export const optionalNumeric = preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.optional(numeric),
);

/** Optional text: null becomes undefined. */
export const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? undefined),
);

/** An id that servers send as a number or a string; always read as a string. */
export const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** An id that may be absent or null (a row not saved yet, a field the server leaves out). */
export const optionalId = z.pipe(
  z.nullish(id),
  z.transform((value) => value ?? undefined),
);

/** A boolean that may arrive as 'true'/'false'. */
export const flag = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((value) => value === 'true'),
  ),
]);

/**
 * Whether an onboard route is set: the spec's "when an onboard route is set" for /me's
 * `routeToGetStarted`. Servers send the route itself ('/dashboard/getStarted'), a boolean,
 * 'true'/'false', or null. A route (any text but 'false') or true means set; null, absent,
 * '' and false mean not set.
 */
export const onboardRoute = z.pipe(
  z.nullish(z.union([z.boolean(), z.string()])),
  z.transform((value) => {
    if (typeof value === 'string') {
      const text = value.trim();
      return text !== '' && text.toLowerCase() !== 'false';
    }
    return value ?? false;
  }),
);

/** Every response carries a message on success and on error. */
export const messageResponse = z.object({
  message: optionalText,
  status: z.optional(z.union([z.string(), z.boolean(), z.number()])),
  statusCode: optionalText,
});

/** A list that may be null on an empty account: read as []. */
export function list<T extends z.core.$ZodType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items: z.output<T>[] | null | undefined) => items ?? []),
  );
}

/**
 * Reads the first present key among the spelling variants the spec names
 * (e.g. dueDate or due_date): `pick(row, 'dueDate', 'due_date')` before parsing.
 */
export function withAliases<T extends z.core.$ZodType>(
  aliases: Record<string, readonly string[]>,
  schema: T,
) {
  return preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const source = raw as Record<string, unknown>;
    const result: Record<string, unknown> = { ...source };
    for (const [canonical, variants] of Object.entries(aliases)) {
      if (result[canonical] === undefined || result[canonical] === null) {
        const found = variants.find(
          (variant) => source[variant] !== undefined && source[variant] !== null,
        );
        if (found) result[canonical] = source[found];
      }
    }
    return result;
  }, schema);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasAny = (body: Record<string, unknown>, fields: readonly string[]) =>
  fields.some((field) => body[field] !== undefined && body[field] !== null);

/**
 * A list's items with the total the spec names at `page.total` (the transfers list, the rolling
 * reserve); servers may leave the page out.
 */
export function pagedItems<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: list(item), page: z.nullish(z.object({ total: optionalNumeric })) });
}

/**
 * A list response whose place the spec does not name: servers send its fields (items,
 * totalItems...) or the bare array at the top of the body or under `data`. The schema is
 * written the way the client reads it, and the body is moved there before parsing:
 * - a schema reading `data` takes a bare array, or a body with data's fields at the top, as `data`;
 * - any other schema takes `data`'s fields when none of its own fields is at the top.
 * Where the spec names the place (balance history's data.items, the transfers list's
 * data.page.total, /me's subsidiaryDetails), the plain schema is used instead.
 */
export function listResponse<T extends z.core.$ZodObject>(schema: T) {
  const fields = Object.keys(schema._zod.def.shape);
  const data: unknown = schema._zod.def.shape.data;
  const dataFields = data instanceof z.core.$ZodObject ? Object.keys(data._zod.def.shape) : [];
  return preprocess((body) => {
    if (data !== undefined) {
      if (Array.isArray(body)) return { data: body };
      if (isRecord(body) && body.data === undefined && hasAny(body, dataFields))
        return { ...body, data: body };
      return body;
    }
    if (!isRecord(body) || !isRecord(body.data) || hasAny(body, fields)) return body;
    return { ...body, ...body.data };
  }, schema).check(
    z.describe(
      data === undefined
        ? 'These fields may also sit under `data`.'
        : "`data`'s content may also be the body itself (its fields at the top, or the bare array).",
    ),
  );
}

/**
 * A word the spec lists, or any other word: the spec's server may send statuses it does not
 * name, and a list must still show them (as a neutral badge with the server's own text).
 * Editors still complete the known words.
 */
type Lenient<Known extends string> = Known | (string & {});

/**
 * A status field: typed as one of `known`, parsed as any string. The wire format stays a plain
 * string (the OpenAPI document is unchanged); only the TypeScript side learns the words.
 */
export function status<const Known extends readonly string[]>(known: Known) {
  void known;
  return z.string() as unknown as z.ZodMiniType<Lenient<Known[number]>, string>;
}

/** An optional status field: like `status`, and absent or null reads undefined. */
export function optionalStatus<const Known extends readonly string[]>(known: Known) {
  void known;
  return optionalText as unknown as z.ZodMiniType<
    Lenient<Known[number]> | undefined,
    string | null | undefined
  >;
}
