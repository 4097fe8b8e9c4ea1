import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  SUBSIDIARY_STATUS_FILTER_OPTIONS,
  businessStatusMap,
  subsidiaryVerificationStatusMap,
} from './status';

describe('businessStatusMap', () => {
  it.each([
    ['New', 'indigo'],
    ['Pending-Approval', 'orange'],
    ['Active', 'green'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(businessStatusMap, status)).toEqual({ label: status, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(businessStatusMap, 'PENDING_APPROVAL').label).toBe('Pending-Approval');
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(businessStatusMap, 'Suspended')).toEqual({
      label: 'Suspended',
      tone: 'neutral',
    });
  });
});

describe('subsidiaryVerificationStatusMap', () => {
  it.each([
    ['Active', 'green'],
    ['Declined', 'red'],
    ['Pending-Approval', 'orange'],
    ['Pending-Verification', 'indigo'],
    ['New', 'blue'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(subsidiaryVerificationStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(subsidiaryVerificationStatusMap, 'Not Started')).toEqual({
      label: 'Not Started',
      tone: 'neutral',
    });
  });
});

describe('SUBSIDIARY_STATUS_FILTER_OPTIONS', () => {
  it('offers Pending, Not Started, Approved and Declined, in that order', () => {
    expect(SUBSIDIARY_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Pending',
      'Not Started',
      'Approved',
      'Declined',
    ]);
    expect(SUBSIDIARY_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      'Pending',
      'Not Started',
      'Approved',
      'Declined',
    ]);
  });
});
