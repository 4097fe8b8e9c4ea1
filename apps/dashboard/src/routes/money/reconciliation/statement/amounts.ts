/** A statement amount in minor units (kobo, cents), with the bank's CR/DR marker if it wrote one. */
export interface StatementAmount {
  minor: number;
  marker: 'CR' | 'DR' | null;
}

// Currency signs and codes banks put before or after an amount.
const CURRENCY = /₦|\$|£|€|\b(?:NGN|USD|GBP|EUR)\b/gi;
const MARKER = /\b(CR|DR)\.?$|^(CR|DR)\b/i;
const NUMBER = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * An amount cell: '1,250,000.00', '1250000', '(500.00)', '-500', '5,000.00 CR', '₦ 5,000 DR',
 * or a spreadsheet's number. 'empty' for a blank cell (or a bank's '-'), null when it is not an
 * amount. Minor units keep the sums exact.
 */
export function parseStatementAmount(cell: string | number): StatementAmount | 'empty' | null {
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? { minor: Math.round(cell * 100), marker: null } : null;
  let text = cell.replace(CURRENCY, '').trim();
  if (text === '' || text === '-') return 'empty';
  const marked = MARKER.exec(text);
  const marker = marked ? ((marked[1] ?? marked[2])!.toUpperCase() as 'CR' | 'DR') : null;
  if (marked) text = text.replace(MARKER, '').trim();
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1).trim();
  }
  if (!NUMBER.test(text)) return null;
  return { minor: sign * Math.round(Number(text.replaceAll(',', '')) * 100), marker };
}
