import { describe, expect, it } from 'vitest';
import { defineStatusMap, normalizeStatus, resolveStatus } from './statusMap';

const payoutStatus = defineStatusMap(
  {
    Successful: 'green',
    'Awaiting Verification': 'blue',
    D: { label: 'Debit', tone: 'red' },
  },
  { fallbackTone: 'orange' },
);

describe('status maps', () => {
  it('finds a status by its key', () => {
    expect(resolveStatus(payoutStatus, 'Successful')).toEqual({
      label: 'Successful',
      tone: 'green',
    });
  });

  it('ignores case, spaces, hyphens and underscores', () => {
    expect(normalizeStatus('Pending-Approval')).toBe(normalizeStatus('pending approval'));
    expect(resolveStatus(payoutStatus, 'AWAITING_VERIFICATION').tone).toBe('blue');
    expect(resolveStatus(payoutStatus, ' awaiting-verification ').label).toBe(
      'Awaiting Verification',
    );
  });

  it('maps a code to its label', () => {
    expect(resolveStatus(payoutStatus, 'D')).toEqual({ label: 'Debit', tone: 'red' });
  });

  it('keeps the text of an unknown status with the fallback tone', () => {
    expect(resolveStatus(payoutStatus, 'Reversed')).toEqual({ label: 'Reversed', tone: 'orange' });
  });

  it("reads 'N/A' for an empty status", () => {
    expect(resolveStatus(payoutStatus, null)).toEqual({ label: 'N/A', tone: 'orange' });
    expect(resolveStatus(payoutStatus, '  ')).toEqual({ label: 'N/A', tone: 'orange' });
  });

  it('defaults the fallback tone to neutral', () => {
    expect(defineStatusMap({}).fallbackTone).toBe('neutral');
  });
});
