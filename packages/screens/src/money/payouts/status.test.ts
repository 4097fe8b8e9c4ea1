import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES, canVerifyPayout, payoutStatusMap } from './status';

describe('payoutStatusMap', () => {
  it.each([
    ['Approved', 'green'],
    ['Successful', 'green'],
    ['Rejected', 'red'],
    ['Failed', 'red'],
    ['Declined', 'red'],
    ['Processing', 'orange'],
    ['Pending', 'orange'],
    ['Awaiting Verification', 'blue'],
    ['Awaiting Approval', 'indigo'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(payoutStatusMap, status)).toEqual({ label: status, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(payoutStatusMap, 'AWAITING_APPROVAL').label).toBe('Awaiting Approval');
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(payoutStatusMap, 'Reversed')).toEqual({
      label: 'Reversed',
      tone: 'neutral',
    });
  });
});

describe('canVerifyPayout', () => {
  it('allows only Awaiting Verification', () => {
    const verifiable = PAYOUT_STATUSES.filter((status) => canVerifyPayout(status));
    expect(verifiable).toEqual(['Awaiting Verification']);
  });

  it('matches the API spelling loosely and refuses an empty status', () => {
    expect(canVerifyPayout('awaiting-verification')).toBe(true);
    expect(canVerifyPayout(null)).toBe(false);
    expect(canVerifyPayout('')).toBe(false);
  });
});
