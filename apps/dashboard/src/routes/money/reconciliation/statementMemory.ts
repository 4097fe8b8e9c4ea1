import type { ColumnMapping, StatementRole } from '@merchant/screens';
import { loginKey } from '../../../session/loginKey';

/** The columns chosen for a bank layout, by name, with the currency of a statement naming none. */
interface RememberedLayout {
  roles: Partial<Record<StatementRole, string>>;
  statementCurrency: string;
}

const LAYOUTS = 'merchant-reconciliation-layouts';
const NOTES = 'merchant-reconciliation-notes:';

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The columns chosen last time for statements with this set of column names (a bank's layout),
 * as indexes of this header; null when this layout is new or its columns are gone.
 */
export function rememberedMapping(
  key: string,
  columns: readonly string[],
): { mapping: ColumnMapping; statementCurrency: string } | null {
  const layout = readJson<Record<string, RememberedLayout>>(LAYOUTS, {})[key];
  if (!layout) return null;
  const indexOf = (name: string | undefined) => {
    if (name === undefined) return null;
    const index = columns.indexOf(name);
    return index < 0 ? null : index;
  };
  const { roles } = layout;
  return {
    statementCurrency: layout.statementCurrency,
    mapping: {
      date: indexOf(roles.date),
      narration: indexOf(roles.narration),
      credit: indexOf(roles.credit),
      debit: indexOf(roles.debit),
      balance: indexOf(roles.balance),
      currency: indexOf(roles.currency),
    },
  };
}

/** Remembers the confirmed columns of a bank layout, by name (this device, any login). */
export function rememberMapping(
  key: string,
  columns: readonly string[],
  mapping: ColumnMapping,
  statementCurrency: string,
) {
  const roles: RememberedLayout['roles'] = {};
  for (const [role, index] of Object.entries(mapping) as [StatementRole, number | null][])
    if (index !== null) roles[role] = columns[index];
  const layouts = readJson<Record<string, RememberedLayout>>(LAYOUTS, {});
  localStorage.setItem(
    LAYOUTS,
    JSON.stringify({ ...layouts, [key]: { roles, statementCurrency } }),
  );
}

/** Where a business's explanations live: per login and business, on this device. */
const notesKey = (businessId: string) => `${NOTES}${loginKey() ?? 'session'}:${businessId}`;

/** The merchant's explanations of the lines, by line id. */
export function readNotes(businessId: string): Record<string, string> {
  return readJson<Record<string, string>>(notesKey(businessId), {});
}

export function saveNote(businessId: string, lineId: string, note: string) {
  localStorage.setItem(
    notesKey(businessId),
    JSON.stringify({ ...readNotes(businessId), [lineId]: note }),
  );
}
