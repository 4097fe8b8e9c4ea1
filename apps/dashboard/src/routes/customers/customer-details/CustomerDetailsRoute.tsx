import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { fetchCustomerOrders, orderKeys, useCustomer } from '@merchant/api';
import {
  CustomerDetailsScreen,
  PATHS,
  customerOrderColumns,
  customerOrderFilters,
  type CustomerOrderFilters,
} from '@merchant/screens';
import { useBackHref } from '../../../app/backLink';
import { useListPage } from '../../../app/list/useListPage';
import { toRemoteData } from '../../../app/toRemoteData';

type OrderQuery = Partial<CustomerOrderFilters> & { customerId: string };

/** The API returns a customer's orders whole and unfiltered, so the filters apply here. */
async function fetchOrdersOf({ customerId, channel, status }: OrderQuery) {
  const { items } = await fetchCustomerOrders(customerId);
  return items.filter(
    (order) =>
      (!channel || order.paymentTypeName === channel) && (!status || order.orderStatus === status),
  );
}

/** /dashboard/business/customers/customer-details/{customerId}: the customer and their orders. */
export function CustomerDetailsRoute() {
  const customerId = useParams().customerId ?? '';
  // The order filters below push entries of their own; the way back is the one this page opened with.
  const [backHref] = useState(useBackHref(PATHS.customers));
  const customer = useCustomer(customerId);
  const orders = useListPage({
    definition: customerOrderFilters,
    extraQuery: { customerId },
    source: { keys: orderKeys, all: fetchOrdersOf },
    columns: customerOrderColumns,
    fileName: `Customer ${customerId} transactions`,
  });
  return (
    <CustomerDetailsScreen
      customerId={customerId}
      customer={toRemoteData(customer)}
      orders={orders.screen}
      backHref={backHref}
    />
  );
}
