import type { ColumnMapping, StatementRole } from '@merchant/screens';

/** A cell as a file gives it: text, or a spreadsheet's number. */
export type Cell = string | number;

/** How banks name each column; the first pattern a header cell fits gives its role. */
const ROLE_NAMES: ReadonlyArray<[StatementRole | 'amount', RegExp]> = [
  ['date', /\bdate\b|^txn\s*dt$/i],
  ['narration', /narration|description|details|remarks?|particulars|memo/i],
  ['credit', /credit|deposit|money\s*in|lodg[e]?ment|paid\s*in|^cr$/i],
  ['debit', /debit|withdrawal|money\s*out|paid\s*out|^dr$/i],
  ['balance', /balance/i],
  ['amount', /amount/i],
  ['currency', /^(currency|ccy|curr\.?)$/i],
];

// A header sits near the top; banks put a title, the account and the period above it.
const HEADER_SEARCH_ROWS = 30;

function roleOf(name: string): StatementRole | 'amount' | null {
  for (const [role, pattern] of ROLE_NAMES) if (pattern.test(name.trim())) return role;
  return null;
}

/** The header's roles; a date that is not the value date wins ('Trans. Date' over 'Value Date'). */
function proposeMapping(columns: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {
    date: null,
    narration: null,
    credit: null,
    debit: null,
    balance: null,
    currency: null,
  };
  let amount: number | null = null;
  columns.forEach((name, index) => {
    const role = roleOf(name);
    if (role === 'amount') amount ??= index;
    else if (role === 'date' && mapping.date !== null && /value/i.test(columns[mapping.date]!))
      mapping.date = index;
    else if (role) mapping[role] ??= index;
  });
  // One signed or marked amount column holds both sides.
  if (mapping.credit === null && mapping.debit === null && amount !== null) {
    mapping.credit = amount;
    mapping.debit = amount;
  }
  return mapping;
}

const named = (mapping: ColumnMapping) => Object.values(mapping).filter((v) => v !== null).length;

/**
 * The header row of a statement: of the first rows, the one naming the most columns the
 * reconciliation reads (at least a date and an amount). Its index in `rows`, its names and the
 * proposed columns; null when no row names them.
 */
export function findHeader(
  rows: readonly (readonly Cell[])[],
): { index: number; columns: string[]; mapping: ColumnMapping } | null {
  let best: { index: number; columns: string[]; mapping: ColumnMapping } | null = null;
  rows.slice(0, HEADER_SEARCH_ROWS).forEach((row, index) => {
    const columns = row.map((cell) => String(cell).trim());
    const mapping = proposeMapping(columns);
    if (mapping.date === null || mapping.credit === null) return;
    if (!best || named(mapping) > named(best.mapping)) best = { index, columns, mapping };
  });
  return best;
}

/** The set of a header's column names: statements of one bank layout share it. */
export function layoutKey(columns: readonly string[]): string {
  return [...new Set(columns.map((name) => name.trim().toLowerCase()).filter(Boolean))]
    .sort()
    .join('|');
}
