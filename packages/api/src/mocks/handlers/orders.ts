import { type HttpHandler } from 'msw';
import { orders } from '../data/orders';
import type { OrderRecord } from '../factories/orders';
import { handle, inDateRange, ok, protectedResolver, searchParams } from '../http';
import { ordersOperations } from '../../transactions/orders/operations';

const byDate = <Row extends { dateCreated: string }>(a: Row, b: Row) =>
  a.dateCreated.localeCompare(b.dateCreated);

/**
 * The sandbox's paging: page 1 holds the newest rows; every page (and the full list) comes
 * oldest first, as the server does, since the client reverses it.
 */
export function pageFromNewest<Row extends { dateCreated: string }>(
  rows: Row[],
  params: URLSearchParams,
  exportAll: boolean,
) {
  const sorted = [...rows].sort(byDate);
  if (exportAll) return { items: sorted, page: 1, limit: sorted.length };
  const limit = Math.max(1, Number(params.get('limit')) || 10);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const end = sorted.length - (page - 1) * limit;
  return { items: sorted.slice(Math.max(0, end - limit), Math.max(0, end)), page, limit };
}

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
