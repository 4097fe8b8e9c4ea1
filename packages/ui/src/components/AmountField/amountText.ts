/**
 * What an amount input keeps of the typed text: digits and one decimal point, at most
 * `maxDecimals` digits after it, no leading zeros. A minus sign cannot be typed, so a negative
 * amount never reaches a form. '.5' reads '0.5'; '' stays ''.
 */
export function sanitizeAmount(text: string, maxDecimals = 2): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  const whole = (point === -1 ? kept : kept.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point === -1 || maxDecimals === 0) return whole;
  const fraction = kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, maxDecimals);
  return `${whole || '0'}.${fraction}`;
}

/** The kept text with thousands separators: '1234567.5' -> '1,234,567.5'. */
export function groupAmount(raw: string): string {
  const [whole = '', fraction] = raw.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Where the caret goes in the grouped text so that it stays after the same digit it followed
 * in the typed text (separators come and go as the user types).
 */
export function caretAfter(significantBefore: number, grouped: string): number {
  if (significantBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (grouped[index] !== ',') seen += 1;
    if (seen === significantBefore) return index + 1;
  }
  return grouped.length;
}

/** The amount the kept text stands for; null while it is empty or only a point. */
export function amountValue(raw: string): number | null {
  if (!/\d/.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
