import type { Column, Row, RowModel, SortingFnOption, Table } from '@tanstack/react-table';
import { filterOrder, getSortedOrder, type SortKind, type SortValue } from './sortCache';
import { getSearchIndex, matchRows } from './searchIndex';

/**
 * TanStack row-model factories (`getSortedRowModel` / `getFilteredRowModel` options) that read the
 * cached orders of sortCache.ts and the search strings of searchIndex.ts instead of sorting and
 * filtering row objects on every change.
 *
 * A column's comparison kind travels in its TanStack `sortingFn` name ('text', 'basic', 'datetime'),
 * so the same column definitions still sort correctly under TanStack's stock row models.
 */

const sortingFnByKind = {
  text: 'text',
  number: 'basic',
  date: 'datetime',
} as const satisfies Record<SortKind, SortingFnOption<unknown>>;

/** The TanStack `sortingFn` name for a comparison kind. */
export function sortingFnFor(kind: SortKind): (typeof sortingFnByKind)[SortKind] {
  return sortingFnByKind[kind];
}

function kindOf<TData>(column: Column<TData, unknown>): SortKind {
  const fn = column.columnDef.sortingFn;
  if (fn === 'basic') return 'number';
  if (fn === 'datetime') return 'date';
  return 'text';
}

function toSortValue(value: unknown): SortValue {
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  return String(value);
}

/**
 * Recomputes only when a dependency changes identity, then lets the table reset its page index
 * (what TanStack's own row models do, so a sort or filter returns to the first page).
 */
function memoOn<TData, TDeps extends readonly unknown[], TResult>(
  table: Table<TData>,
  getDeps: () => TDeps,
  compute: (deps: TDeps) => TResult,
): () => TResult {
  let lastDeps: TDeps | null = null;
  let lastResult: TResult | undefined;
  return () => {
    const deps = getDeps();
    if (lastDeps && deps.length === lastDeps.length && deps.every((d, i) => d === lastDeps?.[i]))
      return lastResult as TResult;
    lastDeps = deps;
    lastResult = compute(deps);
    table._autoResetPageIndex();
    return lastResult;
  };
}

function rowsFromOrder<TData>(
  order: Int32Array,
  coreRows: readonly Row<TData>[],
): Array<Row<TData>> {
  const rows: Array<Row<TData>> = new Array(order.length);
  for (let i = 0; i < order.length; i += 1) rows[i] = coreRows[order[i] as number] as Row<TData>;
  return rows;
}

/**
 * Filters by the table's `globalFilter` (a string): a row stays when the lowercased text of its
 * globally filterable columns contains the query.
 */
export function cachedFilteredRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memoOn(
      table,
      () => [table.getState().globalFilter as unknown, table.getPreFilteredRowModel()] as const,
      ([globalFilter, rowModel]) => {
        const query = typeof globalFilter === 'string' ? globalFilter : '';
        const columns = table
          .getAllLeafColumns()
          .filter((c) => c.accessorFn && c.getCanGlobalFilter());
        const data = table.options.data;
        if (query.trim() === '' || columns.length === 0 || rowModel.rows.length !== data.length)
          return rowModel;
        const index = getSearchIndex(data, columns.map((c) => c.id).join('\u0000'), (row) => {
          const values: Array<string | number | null | undefined> = [];
          for (const column of columns) {
            const value = toSortValue(column.accessorFn?.(row, 0));
            values.push(
              value instanceof Date || typeof value === 'boolean' ? String(value) : value,
            );
          }
          return values;
        });
        const matched = matchRows(index, query);
        if (!matched) return rowModel;
        const rows: Array<Row<TData>> = new Array(matched.count);
        const rowsById: Record<string, Row<TData>> = {};
        let next = 0;
        for (let i = 0; i < rowModel.rows.length; i += 1) {
          if (matched.mask[i] === 1) {
            const row = rowModel.rows[i] as Row<TData>;
            rows[next] = row;
            rowsById[row.id] = row;
            next += 1;
          }
        }
        return { rows, flatRows: rows, rowsById };
      },
    );
}

/** Sorts by the first entry of the table's `sorting` state using cached orders. */
export function cachedSortedRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) =>
    memoOn(
      table,
      () => [table.getState().sorting, table.getPreSortedRowModel()] as const,
      ([sorting, rowModel]) => {
        const entry = sorting[0];
        if (!entry || rowModel.rows.length === 0) return rowModel;
        const column = table.getColumn(entry.id);
        const accessor = column?.accessorFn;
        if (!column || !accessor || !column.getCanSort()) return rowModel;
        const data = table.options.data;
        const order = getSortedOrder(
          data,
          column.id,
          (row: TData) => toSortValue(accessor(row, 0)),
          kindOf(column),
          entry.desc ? 'desc' : 'asc',
        );
        const coreRows = table.getCoreRowModel().rows;
        let visible = order;
        if (rowModel.rows.length !== data.length) {
          const included = new Uint8Array(data.length);
          for (const row of rowModel.rows) included[row.index] = 1;
          visible = filterOrder(order, included);
        }
        const rows = rowsFromOrder(visible, coreRows);
        return { rows, flatRows: rows, rowsById: rowModel.rowsById };
      },
    );
}
