import { describe, expect, it, vi } from 'vitest';
import { getSearchIndex, matchRows, normaliseQuery } from './searchIndex';

const rows = [
  { ref: 'PAY-001', email: 'Ada@Example.com' },
  { ref: 'PAY-002', email: 'bola@example.com' },
  { ref: 'REF-777', email: null },
];

describe('search index', () => {
  it('builds one lowercased string per row, once per data array and key', () => {
    const values = vi.fn((r: (typeof rows)[number]) => [r.ref, r.email]);
    const index = getSearchIndex(rows, 'ref|email', values);
    expect(index[0]).toContain('ada@example.com');
    expect(getSearchIndex(rows, 'ref|email', values)).toBe(index);
    expect(values).toHaveBeenCalledTimes(rows.length);
  });

  it('matches case-insensitively and counts matches', () => {
    const index = getSearchIndex(rows, 'both', (r) => [r.ref, r.email]);
    const result = matchRows(index, '  PAY ');
    expect(result?.count).toBe(2);
    expect(Array.from(result?.mask ?? [])).toEqual([1, 1, 0]);
  });

  it('does not match across two column values', () => {
    const index = getSearchIndex(rows, 'both', (r) => [r.ref, r.email]);
    expect(matchRows(index, '001ada')?.count).toBe(0);
  });

  it('returns null for an empty query', () => {
    const index = getSearchIndex(rows, 'both', (r) => [r.ref, r.email]);
    expect(matchRows(index, '   ')).toBeNull();
    expect(normaliseQuery(undefined)).toBe('');
  });
});
