import { describe, expect, it } from 'vitest';
import { countActiveFilters, normaliseFilters } from './filterValue';

describe('normaliseFilters', () => {
  it('drops empty fields and trims text', () => {
    expect(
      normaliseFilters({
        select: { status: '' },
        datePreset: 'custom',
        dateRange: { from: '', to: '' },
        text: { paymentReference: '  PAY-1 ', orderReference: ' ' },
      }),
    ).toEqual({ text: { paymentReference: 'PAY-1' } });
  });

  it('keeps an open-ended range and its preset', () => {
    expect(
      normaliseFilters({ datePreset: 'custom', dateRange: { from: '2024-03-01', to: '' } }),
    ).toEqual({
      datePreset: 'custom',
      dateRange: { from: '2024-03-01', to: '' },
    });
  });
});

describe('countActiveFilters', () => {
  it('counts each select, the dates and each text filter once', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(
      countActiveFilters({
        select: { status: 'Successful', channel: 'Card' },
        dateRange: { from: '2024-03-01', to: '2024-03-05' },
        text: { paymentReference: 'PAY-1', orderReference: 'ORD-2' },
      }),
    ).toBe(5);
  });
});
