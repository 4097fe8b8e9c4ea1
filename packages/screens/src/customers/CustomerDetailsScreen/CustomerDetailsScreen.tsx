import {
  ArrowLeftIcon,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  type DescriptionListEntry,
} from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import { PATHS } from '../../routes/paths';
import { NO_TRANSACTIONS_TEXT } from '../../list/emptyTexts';
import type { RemoteData } from '../../types';
import { customerOrderColumns } from '../customerColumns';
import type { customerOrderFilters } from '../filters';
import type { CustomerOrderRow, CustomerRow } from '../types';
import { BackLink, DetailsLoading, DetailsRoot, DetailsTitle } from '../../layout/detailsPage';
import { InlineBar } from '../../layout/inlineBar';

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

/** The customer's fields: their label, value and the width of their loading bar. */
const CUSTOMER_FIELDS: ReadonlyArray<{
  label: string;
  value: (customer: CustomerRow) => string | undefined;
  barWidth: string;
}> = [
  { label: 'Customer name', value: (customer) => customer.customerName, barWidth: '9em' },
  { label: 'Email', value: (customer) => customer.emailAddress, barWidth: '13em' },
  { label: 'Mobile phone', value: (customer) => customer.mobileNumber, barWidth: '8em' },
  { label: 'Country', value: (customer) => customer.countryName, barWidth: '5em' },
];

function CustomerCard({ items }: { items: DescriptionListEntry[] }) {
  return (
    <Card>
      <DescriptionList
        title="Customer details"
        headingLevel={3}
        columns={2}
        emptyText="N/A"
        items={items}
      />
    </Card>
  );
}

function CustomerSection({ customer }: { customer: CustomerDetailsScreenProps['customer'] }) {
  // Drawn as the loaded section is (the name, then the labelled fields), so the transactions
  // below do not move when the customer arrives (Cumulative Layout Shift).
  if (customer.status === 'loading')
    return (
      <DetailsLoading label="Loading customer">
        <DetailsTitle as="div" aria-hidden="true">
          <InlineBar width="10em" height="1em" />
        </DetailsTitle>
        <CustomerCard
          items={CUSTOMER_FIELDS.map(({ label, barWidth }) => ({
            label,
            value: <InlineBar width={barWidth} height="1em" />,
          }))}
        />
      </DetailsLoading>
    );
  if (customer.status === 'error')
    return <ErrorState message={customer.message} onRetry={customer.onRetry} />;
  const { data } = customer;
  if (!data) return null;
  return (
    <>
      <DetailsTitle>{data.customerName}</DetailsTitle>
      <CustomerCard
        items={CUSTOMER_FIELDS.map(({ label, value }) => ({ label, value: value(data) }))}
      />
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
            emptyText={NO_TRANSACTIONS_TEXT}
          />
        </>
      )}
    </DetailsRoot>
  );
}
