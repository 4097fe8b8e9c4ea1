import { type HttpHandler } from 'msw';
import { orders } from '../data/orders';
import type { OrderRecord } from '../factories/orders';
import { handle, inDateRange, ok, protectedResolver, searchParams } from '../http';
import { ordersOperations } from '../../transactions/orders/operations';
import { pageFromNewest } from './paging';

const byDate = <Row extends { dateCreated: string }>(a: Row, b: Row) =>
  a.dateCreated.localeCompare(b.dateCreated);

const contains = (value: string, wanted: string | null) =>
  !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());

function matches(row: OrderRecord, params: URLSearchParams) {
  const status = params.get('status');
  const currency = params.get('currency');
  return (
    (!status || row.orderStatus.toLowerCase() === status.toLowerCase()) &&
    (!currency || row.currency === currency.toUpperCase()) &&
    contains(row.paymentReference, params.get('paymentreference')) &&
    contains(row.orderReference, params.get('orderreference')) &&
    inDateRange(row.dateCreated, params)
  );
}

export const ordersHandlers: HttpHandler[] = [
  handle(
    ordersOperations.fetchOrders,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const rows = orders.filter(
        (row) => row.subsidiaryId === session.subsidiaryId && matches(row, params),
      );
      const { items, page, limit } = pageFromNewest(
        rows,
        params,
        params.get('IsExport') === 'true',
        (row) => row.dateCreated,
      );
      return ok({
        message: 'Orders retrieved successfully',
        data: { items, page: { total: rows.length, page, limit } },
      });
    }),
  ),
  handle(
    ordersOperations.fetchCustomerOrders,
    protectedResolver(({ request }, session) => {
      const customerId = searchParams(request).get('customerid');
      const rows = orders
        .filter((row) => row.subsidiaryId === session.subsidiaryId && row.customerId === customerId)
        .sort(byDate);
      return ok({
        message: 'Customer orders retrieved successfully',
        data: { items: rows, page: { total: rows.length } },
      });
    }),
  ),
];
