/** How a currency is written before the amount: its ISO code ('NGN 1,234.50') or its symbol ('₦1,234.50'). */
export type MoneyDisplay = 'code' | 'symbol';

export interface MoneyOptions {
  /** 'code' (default) writes 'NGN 1,234.50'; 'symbol' writes '₦1,234.50'. */
  display?: MoneyDisplay;
}

/** What the API sends for an amount: a number, a numeric string, or nothing. */
export type AmountInput = number | string | null | undefined;

/**
 * A non-negative number with `decimals` decimals and thousands separators, as
 * `Intl.NumberFormat('en-US')` writes it (money.test.ts compares the two). Not Intl itself: the
 * first formatter a page builds loads the number data (ICU) in one task, which every dashboard
 * page would pay while its code starts (ADR 011). Like Intl, it rounds the number as
 * JavaScript writes it ('0.015' -> '0.02', ties away from zero), not the binary value under it.
 * Past 2^53 (and below 1e-6, where `String` writes an exponent) Intl takes over.
 */
function grouped(value: number, decimals: number): string {
  const text = String(value);
  if (value > Number.MAX_SAFE_INTEGER || text.includes('e'))
    return value.toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
  if (Number(fraction[decimals] ?? 0) >= 5) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals ? `${integer}.${digits.slice(-decimals)}` : integer;
}

const symbolCache = new Map<string, string>();

/** Reads an amount; empty or non-numeric input counts as 0 so a table never shows 'NaN'. */
export function toAmount(value: AmountInput): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return 0;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** An amount with thousands separators and 2 decimals, without currency: '1,234,567.50'; '0.00' for empty. */
export function formatAmount(value: AmountInput): string {
  return money(value);
}

/** A whole count with thousands separators: 1234 -> '1,234'. */
export function formatCount(value: AmountInput): string {
  const count = toAmount(value);
  const digits = grouped(Math.abs(count), 0);
  return count < 0 && digits !== '0' ? `-${digits}` : digits;
}

function currencySymbol(currency: string): string {
  const cached = symbolCache.get(currency);
  if (cached !== undefined) return cached;
  let symbol = currency;
  try {
    const part = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    if (part) symbol = part.value;
  } catch {
    // Not an ISO 4217 code (the API sometimes sends a name): show it as given.
  }
  symbolCache.set(currency, symbol);
  return symbol;
}

/**
 * An amount in a currency: money(1234567.5, 'NGN') -> 'NGN 1,234,567.50',
 * money('1234567.5', 'NGN', { display: 'symbol' }) -> '₦1,234,567.50'. Empty amounts read '0.00'.
 * Without a currency only the number is written.
 */
export function money(
  value: AmountInput,
  currency?: string | null,
  options: MoneyOptions = {},
): string {
  const amount = toAmount(value);
  const digits = grouped(Math.abs(amount), 2);
  const sign = amount < 0 ? '-' : '';
  const code = currency?.trim();
  if (!code) return `${sign}${digits}`;
  if (options.display === 'symbol') {
    const symbol = currencySymbol(code.toUpperCase());
    // A symbol that is still a word (e.g. 'KES') needs a space to stay readable.
    return /^[A-Za-z]+$/.test(symbol) ? `${sign}${symbol} ${digits}` : `${sign}${symbol}${digits}`;
  }
  return `${sign}${code} ${digits}`;
}

/**
 * A signed percent change with one decimal at most: 12.5 -> '+12.5%', -3 -> '-3%', 0 -> '0%'.
 * Empty or non-numeric input reads 'N/A' (no data is not the same as no change).
 */
export function percentChange(value: AmountInput): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return 'N/A';
  const parsed = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (!Number.isFinite(parsed)) return 'N/A';
  const rounded = Math.round(parsed * 10) / 10;
  // One decimal at most: '12.5', '3' (not '3.0').
  const text = `${grouped(Math.abs(rounded), 1).replace(/\.0$/, '')}%`;
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `-${text}`;
  return text;
}
