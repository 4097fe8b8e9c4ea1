import { describe, expect, it, vi } from 'vitest';
import {
  createTable,
  getCoreRowModel,
  type ColumnDef,
  type SortingState,
  type TableState,
} from '@tanstack/react-table';
import { cachedFilteredRowModel, cachedSortedRowModel, sortingFnFor } from './rowModels';

interface Payment {
  id: string;
  customer: string;
  amount: number;
}

const data: Payment[] = [
  { id: 'a', customer: 'Chidi Okafor', amount: 500 },
  { id: 'b', customer: 'Ada Obi', amount: 1500 },
  { id: 'c', customer: 'Bola Ade', amount: 20 },
  { id: 'd', customer: 'Ada Eze', amount: 900 },
];

const columns: ColumnDef<Payment>[] = [
  { id: 'customer', accessorFn: (r) => r.customer, sortingFn: sortingFnFor('text') },
  { id: 'amount', accessorFn: (r) => r.amount, sortingFn: sortingFnFor('number') },
];

function makeTable(sorting: SortingState, globalFilter: string) {
  let state = {} as TableState;
  const table = createTable<Payment>({
    data,
    columns,
    getRowId: (r) => r.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: cachedSortedRowModel(),
    getFilteredRowModel: cachedFilteredRowModel(),
    state: {},
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  state = { ...table.initialState, sorting, globalFilter };
  table.setOptions((prev) => ({ ...prev, state }));
  return table;
}

const ids = (table: ReturnType<typeof makeTable>) => table.getRowModel().rows.map((r) => r.id);

describe('cached row models', () => {
  it('keeps data order when nothing is sorted or filtered', () => {
    expect(ids(makeTable([], ''))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts text and numbers in both directions', () => {
    expect(ids(makeTable([{ id: 'customer', desc: false }], ''))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(makeTable([{ id: 'amount', desc: false }], ''))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(makeTable([{ id: 'amount', desc: true }], ''))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('filters by the global filter, case-insensitively', () => {
    expect(ids(makeTable([], 'AD'))).toEqual(['b', 'c', 'd']);
  });

  it('sorts only the filtered rows', () => {
    expect(ids(makeTable([{ id: 'amount', desc: true }], 'ad'))).toEqual(['b', 'd', 'c']);
  });

  it('ignores a sort on an unknown column', () => {
    // The table library says so on the console; the test expects it rather than printing it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(ids(makeTable([{ id: 'nope', desc: false }], ''))).toEqual(['a', 'b', 'c', 'd']);
    expect([...warn.mock.calls, ...error.mock.calls].flat().join(' ')).toContain("'nope'");
    warn.mockRestore();
    error.mockRestore();
  });
});
