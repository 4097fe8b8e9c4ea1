import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSACTION_FILTERS, normalizeTransactionFilters } from './filters';

describe('DEFAULT_TRANSACTION_FILTERS', () => {
  it('shows Successful transactions of any date and reference', () => {
    expect(DEFAULT_TRANSACTION_FILTERS).toEqual({
      status: 'Successful',
      dateRange: { from: '', to: '' },
      paymentReference: '',
      orderReference: '',
    });
  });
});

describe('normalizeTransactionFilters', () => {
  it('trims the references and keeps the rest', () => {
    expect(
      normalizeTransactionFilters({
        status: 'All',
        dateRange: { from: '2024-03-01', to: '2024-03-31' },
        paymentReference: ' PAY-1 ',
        orderReference: '\tORD-2',
      }),
    ).toEqual({
      status: 'All',
      dateRange: { from: '2024-03-01', to: '2024-03-31' },
      paymentReference: 'PAY-1',
      orderReference: 'ORD-2',
    });
  });
});
