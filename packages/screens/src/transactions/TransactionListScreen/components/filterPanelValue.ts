import { matchPreset, type FilterPanelValue } from '@merchant/ui';
import { ORDER_STATUSES, type OrderStatus } from '../../status';
import type { TransactionFilters } from '../../types';

const isOrderStatus = (value: string | undefined): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

/**
 * The list's filters as the ui FilterPanel holds them: 'All' is the panel's empty status, and
 * the preset is recovered from the dates so a filter restored from the URL still reads 'Today'.
 */
export function toFilterPanelValue(filters: TransactionFilters, now: Date): FilterPanelValue {
  const { from, to } = filters.dateRange;
  const text: Record<string, string> = {};
  if (filters.paymentReference) text.paymentReference = filters.paymentReference;
  if (filters.orderReference) text.orderReference = filters.orderReference;
  return {
    status: filters.status === 'All' ? undefined : filters.status,
    ...(from || to ? { dateRange: { from, to }, datePreset: matchPreset({ from, to }, now) } : {}),
    text,
  };
}

/** What the FilterPanel applied, as the list's filters. */
export function fromFilterPanelValue(value: FilterPanelValue): TransactionFilters {
  return {
    status: isOrderStatus(value.status) ? value.status : 'All',
    dateRange: { from: value.dateRange?.from ?? '', to: value.dateRange?.to ?? '' },
    paymentReference: value.text?.paymentReference ?? '',
    orderReference: value.text?.orderReference ?? '',
  };
}
