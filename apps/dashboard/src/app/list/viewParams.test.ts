import { describe, expect, it } from 'vitest';
import { dateRangeFilter, defineFilters, selectFilter, textFilter } from '@merchant/screens';
import { COLUMNS_PARAM, SORT_PARAM, viewSearch, withView } from './viewParams';

const filters = defineFilters({
  status: selectFilter({
    label: 'Status',
    options: ['Successful', 'Failed'],
    default: 'Successful',
  }),
  dateRange: dateRangeFilter(),
  reference: textFilter('Reference'),
});
const params = (search: string) => new URLSearchParams(search);

describe('a view as a URL', () => {
  it('reads the same view from two spellings of one URL', () => {
    const spelled = params('reference=PSR1&status=Failed&page=3&dialog=refund&sort=amount.desc');
    const reordered = params('sort=amount.desc&status=Failed&reference=PSR1');
    expect(viewSearch(filters, spelled)).toBe('reference=PSR1&status=Failed&sort=amount.desc');
    expect(viewSearch(filters, reordered)).toBe(viewSearch(filters, spelled));
  });

  it('leaves out what equals the list’s defaults, so the defaults are the empty view', () => {
    expect(viewSearch(filters, params('status=Successful&page=2'))).toBe('');
    expect(viewSearch(filters, params('status=all'))).toBe('status=all');
  });

  it('keeps the columns shown, in their order, and drops a sort it cannot read', () => {
    const search = viewSearch(filters, params('columns=status,amount&sort=amount.sideways'));
    expect(search).toBe('columns=status%2Camount');
    expect(COLUMNS_PARAM.read(params(search))).toEqual(['status', 'amount']);
    expect(COLUMNS_PARAM.read(params('columns=,'))).toBeNull();
    expect(SORT_PARAM.read(params('sort=amount.sideways'))).toBeNull();
  });

  it('opens a view in place of the current one, keeping params that are not the view’s', () => {
    const current = params('status=Failed&from=2024-01-01&to=2024-01-31&page=4&currency=USD');
    const next = withView(filters, current, 'reference=PSR9&columns=reference%2Cstatus');
    expect(Object.fromEntries(next)).toEqual({
      currency: 'USD',
      reference: 'PSR9',
      columns: 'reference,status',
    });
    expect(viewSearch(filters, next)).toBe('reference=PSR9&columns=reference%2Cstatus');
  });
});
