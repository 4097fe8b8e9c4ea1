import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersToParams, filtersToQuery } from '../list';
import { ORDER_STATUSES } from './status';
import { transactionFilters } from './filters';

describe('transactionFilters', () => {
  it('shows Successful transactions of any date and reference first', () => {
    expect(transactionFilters.defaults).toEqual({
      status: 'Successful',
      dateRange: { from: '', to: '' },
      paymentReference: '',
      orderReference: '',
    });
  });

  it('offers every status of part 1 section 4, after All', () => {
    expect(transactionFilters.fields.status.options.map((option) => option.value)).toEqual([
      ...ORDER_STATUSES,
    ]);
  });

  it('round-trips through the URL, All included', () => {
    const applied = {
      status: '' as const,
      dateRange: { from: '2024-03-01', to: '2024-03-31' },
      paymentReference: 'PAY-1',
      orderReference: '',
    };
    const params = new URLSearchParams(filtersToParams(transactionFilters, applied));
    expect(params.toString()).toBe(
      'status=all&from=2024-03-01&to=2024-03-31&paymentReference=PAY-1',
    );
    expect(filtersFromParams(transactionFilters, params)).toEqual(applied);
  });

  it('sends the api only what filters, with the references trimmed', () => {
    expect(
      filtersToQuery(transactionFilters, {
        status: 'Pending',
        dateRange: { from: '', to: '' },
        paymentReference: ' PAY-1 ',
        orderReference: '',
      }),
    ).toEqual({ status: 'Pending', paymentReference: 'PAY-1' });
  });
});
