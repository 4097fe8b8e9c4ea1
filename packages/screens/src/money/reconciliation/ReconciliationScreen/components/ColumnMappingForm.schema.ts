import * as z from 'zod/mini';
import type { ColumnMapping, StatementRole } from '../../types';

/** The currencies a statement without a currency column may be in. */
export const STATEMENT_CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR'] as const;

type StatementCurrency = (typeof STATEMENT_CURRENCIES)[number];

/** The form's values: each role's column index as text ('' for none). */
type ColumnMappingValues = Record<StatementRole, string> & { statementCurrency: StatementCurrency };

/** What the form hands the page: the columns, and the currency of a statement that names none. */
export interface ConfirmedMapping {
  mapping: ColumnMapping;
  statementCurrency: string;
}

const column = z.string();
const requiredColumn = (role: string) =>
  z.string().check(z.minLength(1, `Choose the ${role} column`));

export const columnMappingSchema = z.pipe(
  z.object({
    date: requiredColumn('date'),
    narration: requiredColumn('narration'),
    credit: requiredColumn('credit'),
    debit: column,
    balance: column,
    currency: column,
    statementCurrency: z.enum(STATEMENT_CURRENCIES),
  }),
  z.transform(({ statementCurrency, ...roles }): ConfirmedMapping => {
    const index = (value: string) => (value === '' ? null : Number(value));
    return {
      statementCurrency,
      mapping: {
        date: index(roles.date),
        narration: index(roles.narration),
        credit: index(roles.credit),
        debit: index(roles.debit),
        balance: index(roles.balance),
        currency: index(roles.currency),
      },
    };
  }),
);

const isStatementCurrency = (code: string): code is StatementCurrency =>
  (STATEMENT_CURRENCIES as readonly string[]).includes(code);

/** A mapping as the form shows it. */
export function toMappingValues(mapping: ColumnMapping, currency: string): ColumnMappingValues {
  const statementCurrency = isStatementCurrency(currency) ? currency : 'NGN';
  const text = (index: number | null) => (index === null ? '' : String(index));
  return {
    date: text(mapping.date),
    narration: text(mapping.narration),
    credit: text(mapping.credit),
    debit: text(mapping.debit),
    balance: text(mapping.balance),
    currency: text(mapping.currency),
    statementCurrency,
  };
}
