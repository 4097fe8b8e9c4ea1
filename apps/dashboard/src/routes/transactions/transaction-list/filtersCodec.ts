import {
  DEFAULT_TRANSACTION_FILTERS,
  TRANSACTION_STATUS_FILTERS,
  type TransactionFilters,
} from '@merchant/screens';
import type { FilterCodec } from '../../../app/listUrlState';

/** ?status=All&from=2026-11-01&to=2026-11-21&paymentReference=…&orderReference=… */
export const transactionFiltersCodec: FilterCodec<TransactionFilters> = {
  keys: ['status', 'from', 'to', 'paymentReference', 'orderReference'],
  read: (params) => {
    const status = TRANSACTION_STATUS_FILTERS.find((option) => option === params.get('status'));
    return {
      status: status ?? DEFAULT_TRANSACTION_FILTERS.status,
      dateRange: { from: params.get('from') ?? '', to: params.get('to') ?? '' },
      paymentReference: params.get('paymentReference') ?? '',
      orderReference: params.get('orderReference') ?? '',
    };
  },
  write: (filters) => ({
    status: filters.status === DEFAULT_TRANSACTION_FILTERS.status ? '' : filters.status,
    from: filters.dateRange.from,
    to: filters.dateRange.to,
    paymentReference: filters.paymentReference,
    orderReference: filters.orderReference,
  }),
};
