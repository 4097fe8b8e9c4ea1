import { ListScreen, type ListViewProps } from '../../list';
import { customerColumns } from '../customerColumns';
import type { customerFilters } from '../filters';
import { customerStatusAction } from '../status';
import type { CustomerRow } from '../types';

/** Part 1, "Listing screens": the Customers empty text. */
export const CUSTOMERS_EMPTY_TEXT = 'You currently do not have any customers';

export interface CustomerListScreenProps extends ListViewProps<
  CustomerRow,
  typeof customerFilters.fields
> {
  /** 'New Customer': opens the form. */
  onNewCustomer: () => void;
  /** 'Blacklist' of an active customer, 'Whitelist' of a blacklisted one (the app confirms first). */
  onToggleBlacklist: (row: CustomerRow) => void;
  /** 'View details': the customer details page. */
  onViewDetails: (row: CustomerRow) => void;
}

/** /dashboard/business/customers: the customers, 'New Customer' and each customer's menu. */
export function CustomerListScreen({
  onNewCustomer,
  onToggleBlacklist,
  onViewDetails,
  ...view
}: CustomerListScreenProps) {
  return (
    <ListScreen<CustomerRow, typeof customerFilters.fields>
      {...view}
      title="Customers"
      columns={customerColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.emailAddress}
      emptyText={CUSTOMERS_EMPTY_TEXT}
      primaryAction={{ label: 'New Customer', onClick: onNewCustomer }}
      rowActions={(row) => [
        customerStatusAction(row.status) === 'blacklist'
          ? { label: 'Blacklist', tone: 'danger', onSelect: () => onToggleBlacklist(row) }
          : { label: 'Whitelist', onSelect: () => onToggleBlacklist(row) },
        { label: 'View details', onSelect: () => onViewDetails(row) },
      ]}
    />
  );
}
