import * as z from 'zod';

/**
 * Schema building blocks that make the client tolerant of any server that follows the spec:
 * unknown fields are accepted (and dropped), numbers may come as numeric strings, optional
 * text may be null. What would break a screen (a missing list, a non-numeric amount) is rejected.
 */

/** A number, or a string holding one ('1200.50'). */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'Expected a number')
    .transform(Number),
]);

/** An optional number: absent, null or '' become undefined. */
export const optionalNumeric = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  numeric.optional(),
);

/** Optional text: null becomes undefined. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** An id that servers send as a number or a string; always read as a string. */
export const id = z.union([z.string(), z.number()]).transform(String);

/** A boolean that may arrive as 'true'/'false'. */
export const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** Every response carries a message on success and on error. */
export const messageResponse = z.object({
  message: optionalText,
  status: z.union([z.string(), z.boolean(), z.number()]).optional(),
  statusCode: optionalText,
});
export type MessageResponse = z.infer<typeof messageResponse>;

/** A list that may be null on an empty account: read as []. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
}

/**
 * Reads the first present key among the spelling variants the spec names
 * (e.g. dueDate or due_date): `pick(row, 'dueDate', 'due_date')` before parsing.
 */
export function withAliases<T extends z.ZodType>(
  aliases: Record<string, readonly string[]>,
  schema: T,
) {
  return z.preprocess((raw) => {
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
