import {
  ArrowLeftIcon,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  Skeleton,
  VisuallyHidden,
} from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import { PATHS } from '../../routes/paths';
import { TRANSACTIONS_EMPTY_TEXT } from '../../transactions/TransactionListScreen';
import type { RemoteData } from '../../types';
import { customerOrderColumns } from '../customerColumns';
import type { customerOrderFilters } from '../filters';
import type { CustomerOrderRow, CustomerRow } from '../types';
import { BackLink, DetailsRoot, DetailsTitle } from '../../layout/detailsPage';

export interface CustomerDetailsScreenProps {
  /** The customer id from the route; named in the not-found message. */
  customerId: string;
  /** The customer; `null` when no customer has this id. */
  customer: RemoteData<CustomerRow | null>;
  /** The customer's orders on the list kit, with the channel and status filters. */
  orders: ListViewProps<CustomerOrderRow, typeof customerOrderFilters.fields>;
  /** Where the back link goes: the list as the user left it, filters included. */
  backHref?: string;
}

function CustomerSection({ customer }: { customer: CustomerDetailsScreenProps['customer'] }) {
  if (customer.status === 'loading')
    return (
      <Card aria-busy="true">
        <VisuallyHidden role="status">Loading customer</VisuallyHidden>
        <Skeleton width="30%" height={20} />
        <Skeleton lines={4} />
      </Card>
    );
  if (customer.status === 'error')
    return <ErrorState message={customer.message} onRetry={customer.onRetry} />;
  const { data } = customer;
  if (!data) return null;
  return (
    <>
      <DetailsTitle>{data.customerName}</DetailsTitle>
      <Card>
        <DescriptionList
          title="Customer details"
          headingLevel={3}
          columns={2}
          emptyText="N/A"
          items={[
            { label: 'Customer name', value: data.customerName },
            { label: 'Email', value: data.emailAddress },
            { label: 'Mobile phone', value: data.mobileNumber },
            { label: 'Country', value: data.countryName },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * /dashboard/business/customers/customer-details/{customerId}: the customer's name, email,
 * mobile and country, and a Transactions table of their orders with channel and status filters.
 */
export function CustomerDetailsScreen({
  customerId,
  customer,
  orders,
  backHref = PATHS.customers,
}: CustomerDetailsScreenProps) {
  const missing = customer.status === 'ready' && customer.data === null;
  return (
    <DetailsRoot>
      <BackLink>
        <ArrowLeftIcon size={16} />
        <Link href={backHref}>Back to customers</Link>
      </BackLink>
      {missing ? (
        <EmptyState title="Customer not found" message={`No customer has the id ${customerId}.`} />
      ) : (
        <>
          <CustomerSection customer={customer} />
          <ListScreen<CustomerOrderRow, typeof customerOrderFilters.fields>
            {...orders}
            title="Transactions"
            headingLevel={3}
            columns={customerOrderColumns}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.paymentReference}
            emptyText={TRANSACTIONS_EMPTY_TEXT}
          />
        </>
      )}
    </DetailsRoot>
  );
}
