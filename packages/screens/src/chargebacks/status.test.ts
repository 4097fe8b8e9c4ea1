import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  CHARGEBACK_STATUSES,
  CHARGEBACK_STATUS_FILTER_OPTIONS,
  canTreatChargeback,
  chargebackDetailStatusMap,
  chargebackStatusMap,
  presetChargebackStatusMap,
} from './status';

describe('chargebackStatusMap', () => {
  it.each([
    ['Won', 'green'],
    ['Lost', 'red'],
    ['Accepted', 'red'],
    ['Pending', 'orange'],
    ['New', 'orange'],
    ['Awaiting Response', 'indigo'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(chargebackStatusMap, status)).toEqual({ label: status, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(chargebackStatusMap, 'awaiting-response').label).toBe('Awaiting Response');
  });

  it('shows Assessment, which the spec does not colour, in neutral', () => {
    expect(resolveStatus(chargebackStatusMap, 'Assessment')).toEqual({
      label: 'Assessment',
      tone: 'neutral',
    });
  });
});

describe('presetChargebackStatusMap', () => {
  it('colours New blue and every other status as the overview does', () => {
    expect(resolveStatus(presetChargebackStatusMap, 'New').tone).toBe('blue');
    for (const status of CHARGEBACK_STATUSES.filter((name) => name !== 'New'))
      expect(resolveStatus(presetChargebackStatusMap, status)).toEqual(
        resolveStatus(chargebackStatusMap, status),
      );
  });
});

describe('CHARGEBACK_STATUS_FILTER_OPTIONS', () => {
  it('offers Won, Lost, Pending, Awaiting Response and Assessment, in that order', () => {
    expect(CHARGEBACK_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Won',
      'Lost',
      'Pending',
      'Awaiting Response',
      'Assessment',
    ]);
    expect(CHARGEBACK_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      'Won',
      'Lost',
      'Pending',
      'Awaiting Response',
      'Assessment',
    ]);
  });
});

describe('canTreatChargeback', () => {
  it('allows only New and Pending', () => {
    expect(CHARGEBACK_STATUSES.filter((status) => canTreatChargeback(status))).toEqual([
      'Pending',
      'New',
    ]);
  });

  it('matches loosely and refuses an empty status', () => {
    expect(canTreatChargeback('new')).toBe(true);
    expect(canTreatChargeback('PENDING')).toBe(true);
    expect(canTreatChargeback(undefined)).toBe(false);
  });
});

describe('chargebackDetailStatusMap', () => {
  it.each([
    ['Successful', 'green'],
    ['Initiated', 'blue'],
    ['Pending', 'orange'],
    ['Failed', 'red'],
  ])('%s reads %s', (status, tone) => {
    expect(resolveStatus(chargebackDetailStatusMap, status)).toEqual({ label: status, tone });
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(chargebackDetailStatusMap, 'Won')).toEqual({
      label: 'Won',
      tone: 'neutral',
    });
  });
});
