/**
 * What every list's search shares (the lists and the search both read it, so it travels with
 * the shell): how a reference is read and matched.
 */

/** How many records of one kind the results show. */
export const RECORDS_PER_KIND = 5;

/** The prefix of the API's order references, e.g. 'ORD-104233'. */
export const ORDER_PREFIX = 'ORD';

/** A reference's three-letter prefix in capitals ('stl-12' -> 'STL'), if it has one. */
export function referencePrefix(text: string): string | undefined {
  return /^([a-z]{3})-/i.exec(text.trim())?.[1]?.toUpperCase();
}

/** Whether the text is (the start of) an e-mail address rather than a reference. */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@/.test(text.trim());
}

/** Whether the text is an order reference, which the transactions list filters on apart. */
export function looksLikeOrderReference(text: string): boolean {
  return referencePrefix(text) === ORDER_PREFIX;
}

/**
 * Whether one of a record's references holds the text, as the API's own reference filters
 * match (any part, any case), for the lists whose call has no reference filter.
 */
export function holdsReference(values: readonly (string | undefined)[], text: string): boolean {
  const wanted = text.trim().toLowerCase();
  return values.some((value) => value?.toLowerCase().includes(wanted));
}
