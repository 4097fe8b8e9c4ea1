import { resolveStatus } from '@merchant/ui';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  INVOICE_STATUS_FILTER_OPTIONS,
  invoiceDisplayStatus,
  invoiceStatusMap,
} from './status';

describe('invoiceStatusMap', () => {
  it.each([
    ['Successful', 'Paid', 'green'],
    ['Initiated', 'Unpaid', 'red'],
    ['Awaiting-Confirmation', 'Pending', 'orange'],
    ['Paid', 'Paid', 'green'],
    ['Unpaid', 'Unpaid', 'red'],
    ['Pending', 'Pending', 'orange'],
  ])('%s reads %s in %s', (status, label, tone) => {
    expect(resolveStatus(invoiceStatusMap, status)).toEqual({ label, tone });
  });

  it('matches the API spelling loosely', () => {
    expect(resolveStatus(invoiceStatusMap, 'awaiting confirmation').label).toBe('Pending');
  });

  it('keeps an unknown status as its own text, in neutral', () => {
    expect(resolveStatus(invoiceStatusMap, 'Overdue')).toEqual({
      label: 'Overdue',
      tone: 'neutral',
    });
  });
});

describe('invoiceDisplayStatus', () => {
  it.each([
    ['Successful', 'Paid'],
    ['Initiated', 'Unpaid'],
    ['Awaiting-Confirmation', 'Pending'],
    ['AWAITING_CONFIRMATION', 'Pending'],
    ['Paid', 'Paid'],
    ['unpaid', 'Unpaid'],
    ['Pending', 'Pending'],
  ])('%s -> %s', (status, displayed) => {
    expect(invoiceDisplayStatus(status)).toBe(displayed);
  });

  it('has no word for an unknown status', () => {
    expect(invoiceDisplayStatus('Overdue')).toBeUndefined();
    expect(invoiceDisplayStatus('')).toBeUndefined();
  });
});

describe('INVOICE_STATUS_FILTER_OPTIONS', () => {
  it('sends Successful, Initiated and Awaiting-Confirmation, in that order', () => {
    expect(INVOICE_STATUS_FILTER_OPTIONS.map((option) => option.value)).toEqual([
      ...INVOICE_STATUSES,
    ]);
    expect(INVOICE_STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'Successful',
      'Initiated',
      'Awaiting-Confirmation',
    ]);
  });
});
