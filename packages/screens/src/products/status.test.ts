import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { PRODUCT_AVAILABILITY_FILTER_OPTIONS, productAvailabilityMap } from './status';

describe('productAvailabilityMap', () => {
  it.each([
    ['In-stock', 'In-stock', 'green'],
    ['Out-of-stock', 'Out-of-stock', 'red'],
    ['true', 'In-stock', 'green'],
    ['false', 'Out-of-stock', 'red'],
    [String(true), 'In-stock', 'green'],
    ['out of stock', 'Out-of-stock', 'red'],
  ])('%s reads %s in %s', (status, label, tone) => {
    expect(resolveStatus(productAvailabilityMap, status)).toEqual({ label, tone });
  });

  it('keeps an unknown availability as its own text, in neutral', () => {
    expect(resolveStatus(productAvailabilityMap, 'Preorder')).toEqual({
      label: 'Preorder',
      tone: 'neutral',
    });
  });
});

describe('PRODUCT_AVAILABILITY_FILTER_OPTIONS', () => {
  it("sends 'true' for In-stock and 'false' for Out-of-stock", () => {
    expect(PRODUCT_AVAILABILITY_FILTER_OPTIONS).toEqual([
      { value: 'true', label: 'In-stock' },
      { value: 'false', label: 'Out-of-stock' },
    ]);
  });
});
