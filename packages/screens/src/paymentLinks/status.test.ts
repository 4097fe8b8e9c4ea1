import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_LINK_STATUS_FILTER_OPTIONS,
  paymentLinkStatus,
  paymentLinkStatusMap,
} from './status';

describe('paymentLinkStatusMap', () => {
  it.each([
    ['Active', 'green'],
    ['InActive', 'red'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(paymentLinkStatusMap, status)).toEqual({ label: status, tone });
  });

  it('reads Inactive in any spelling as InActive', () => {
    expect(resolveStatus(paymentLinkStatusMap, 'inactive')).toEqual({
      label: 'InActive',
      tone: 'red',
    });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(paymentLinkStatusMap, 'Expired')).toEqual({
      label: 'Expired',
      tone: 'neutral',
    });
  });
});

describe('paymentLinkStatus', () => {
  it('reads isActive as Active or InActive', () => {
    expect(paymentLinkStatus(true)).toBe('Active');
    expect(paymentLinkStatus(false)).toBe('InActive');
  });

  it('gives a status the badge shows in the right colour', () => {
    expect(resolveStatus(paymentLinkStatusMap, paymentLinkStatus(true)).tone).toBe('green');
    expect(resolveStatus(paymentLinkStatusMap, paymentLinkStatus(false)).tone).toBe('red');
  });
});

describe('PAYMENT_LINK_STATUS_FILTER_OPTIONS', () => {
  it('offers Active and InActive', () => {
    expect(PAYMENT_LINK_STATUS_FILTER_OPTIONS).toEqual([
      { value: 'Active', label: 'Active' },
      { value: 'InActive', label: 'InActive' },
    ]);
  });
});
