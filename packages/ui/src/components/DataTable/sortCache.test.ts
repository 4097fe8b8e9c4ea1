import { describe, expect, it, vi } from 'vitest';
import {
  dateSortKey,
  filterOrder,
  getSortedOrder,
  numberSortKey,
  textSortKey,
  type SortValue,
} from './sortCache';

interface Item {
  name: string | null;
  amount: number | string | null;
  date: string;
}

const items: Item[] = [
  { name: 'Chidi', amount: 300, date: '2024-03-02T10:00:00' },
  { name: 'ada', amount: '1,200.50', date: '2024-01-15T09:00:00' },
  { name: null, amount: null, date: 'not a date' },
  { name: 'Émeka', amount: 20, date: '2024-02-10T08:00:00' },
  { name: 'Bola', amount: 300, date: '2023-12-31T23:59:59' },
];

const names = (order: Int32Array) => Array.from(order, (i) => items[i]?.name ?? null);

describe('sort keys', () => {
  it('orders text without case or accents', () => {
    expect(textSortKey('Émeka')).toBe('emeka');
    expect(textSortKey('  ADA ')).toBe('ada');
    expect(textSortKey('')).toBeNull();
    expect(textSortKey(null)).toBeNull();
  });

  it('reads numbers, numeric strings and dates', () => {
    expect(numberSortKey('1,200.50')).toBe(1200.5);
    expect(numberSortKey('')).toBeNaN();
    expect(numberSortKey(true)).toBe(1);
    expect(dateSortKey('2024-01-15T09:00:00')).toBe(new Date('2024-01-15T09:00:00').getTime());
    expect(dateSortKey('nope')).toBeNaN();
  });
});

describe('getSortedOrder', () => {
  it('sorts text ascending with empty values last', () => {
    const order = getSortedOrder(items, 'name', (r) => r.name, 'text', 'asc');
    expect(names(order)).toEqual(['ada', 'Bola', 'Chidi', 'Émeka', null]);
  });

  it('reverses for descending but keeps empty values last', () => {
    const order = getSortedOrder(items, 'name', (r) => r.name, 'text', 'desc');
    expect(names(order)).toEqual(['Émeka', 'Chidi', 'Bola', 'ada', null]);
  });

  it('sorts numbers numerically and keeps ties in data order (stable)', () => {
    const order = getSortedOrder(items, 'amount', (r) => r.amount, 'number', 'asc');
    expect(names(order)).toEqual(['Émeka', 'Chidi', 'Bola', 'ada', null]);
  });

  it('sorts dates by time', () => {
    const order = getSortedOrder(items, 'date', (r) => r.date, 'date', 'asc');
    expect(names(order)).toEqual(['Bola', 'ada', 'Émeka', 'Chidi', null]);
  });

  it('computes an order once per data array and column, then reuses it', () => {
    const data = items.slice();
    const accessor = vi.fn((r: Item): SortValue => r.name);
    const first = getSortedOrder(data, 'name', accessor, 'text', 'asc');
    const again = getSortedOrder(data, 'name', accessor, 'text', 'asc');
    const desc = getSortedOrder(data, 'name', accessor, 'text', 'desc');
    expect(again).toBe(first);
    expect(getSortedOrder(data, 'name', accessor, 'text', 'desc')).toBe(desc);
    expect(accessor).toHaveBeenCalledTimes(data.length);
  });

  it('starts afresh for a new data array', () => {
    const accessor = vi.fn((r: Item): SortValue => r.name);
    getSortedOrder(items.slice(), 'name', accessor, 'text', 'asc');
    getSortedOrder(items.slice(), 'name', accessor, 'text', 'asc');
    expect(accessor).toHaveBeenCalledTimes(items.length * 2);
  });

  it('sorts 10,000 rows well within a frame budget', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ref: `REF-${(i * 7919) % 10_000}` }));
    const started = performance.now();
    const order = getSortedOrder(many, 'ref', (r) => r.ref, 'text', 'asc');
    const elapsed = performance.now() - started;
    expect(order).toHaveLength(10_000);
    expect(many[order[0] as number]?.ref).toBe('REF-0');
    expect(elapsed).toBeLessThan(200);
  });
});

describe('filterOrder', () => {
  it('keeps only included rows, in order', () => {
    const order = Int32Array.from([4, 1, 0, 3, 2]);
    const included = Uint8Array.from([1, 0, 1, 1, 0]);
    expect(Array.from(filterOrder(order, included))).toEqual([0, 3, 2]);
  });
});
