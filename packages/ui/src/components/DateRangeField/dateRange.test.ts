import { describe, expect, it } from 'vitest';
import { isDateRangeOrdered } from './dateRange';

describe('isDateRangeOrdered', () => {
  it('accepts an end after the start', () => {
    expect(isDateRangeOrdered({ from: '2024-01-31', to: '2024-02-01' })).toBe(true);
  });
  it('accepts a single day', () => {
    expect(isDateRangeOrdered({ from: '2024-03-05', to: '2024-03-05' })).toBe(true);
  });
  it('rejects an end before the start, across months and years', () => {
    expect(isDateRangeOrdered({ from: '2024-02-01', to: '2024-01-31' })).toBe(false);
    expect(isDateRangeOrdered({ from: '2024-01-01', to: '2023-12-31' })).toBe(false);
  });
  it('accepts open ends', () => {
    expect(isDateRangeOrdered({ from: '', to: '2024-01-01' })).toBe(true);
    expect(isDateRangeOrdered({ from: '2024-01-01', to: '' })).toBe(true);
    expect(isDateRangeOrdered({ from: '', to: '' })).toBe(true);
  });
});
