import { FilterPanel, formatDate, type FilterTextField } from '@merchant/ui';
import { DEFAULT_TRANSACTION_FILTERS } from '../../filters';
import { ORDER_STATUSES } from '../../status';
import type { TransactionFilters } from '../../types';
import { fromFilterPanelValue, toFilterPanelValue } from './filterPanelValue';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: status }));

const TEXT_FIELDS: readonly FilterTextField[] = [
  { key: 'paymentReference', label: 'Payment reference' },
  { key: 'orderReference', label: 'Order reference' },
];

export interface TransactionFilterProps {
  /** The applied filters. */
  filters: TransactionFilters;
  /** Called with the filters to apply; Clear applies the defaults (Successful). */
  onFiltersChange: (filters: TransactionFilters) => void;
  /** The current time, for the date presets. */
  now: () => Date;
}

/**
 * The filter dropdown of the transaction list: status ('All' first, as part 1 section 9 lists
 * it), a date range with presets, and the payment and order references.
 */
export function TransactionFilter({ filters, onFiltersChange, now }: TransactionFilterProps) {
  return (
    <FilterPanel
      value={toFilterPanelValue(filters, now())}
      onChange={(value) => onFiltersChange(fromFilterPanelValue(value))}
      onClear={() => onFiltersChange(DEFAULT_TRANSACTION_FILTERS)}
      statusOptions={STATUS_OPTIONS}
      statusPlaceholder="All"
      maxDate={formatDate(now(), 'apiDate')}
      textFields={TEXT_FIELDS}
      now={now}
    />
  );
}
