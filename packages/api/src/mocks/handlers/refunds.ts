import { type HttpHandler } from 'msw';
import { sandboxNow } from '../db';
import { sessionBusiness } from '../data/auth';
import { orders } from '../data/orders';
import { refunds } from '../data/refunds';
import { freshTimestamp } from '../factories/orders';
import { buildRefund, REFUND_FILTER_GROUPS } from '../factories/refunds';
import {
  handle,
  fail,
  inDateRange,
  ok,
  protectedResolver,
  readArrayBody,
  searchParams,
} from '../http';
import { pageFromNewest } from './paging';
import { refundsOperations } from '../../refunds/operations';

interface Entry {
  reference: string;
  amount: number;
  reason: string;
}

function readEntry(raw: unknown): Entry | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const row = raw as Record<string, unknown>;
  const reference = String(row.transactionReference ?? '').trim();
  const amount = Number(row.amount);
  if (!reference || !Number.isFinite(amount)) return undefined;
  return {
    reference,
    amount,
    reason:
      typeof row.reason === 'string' && row.reason ? row.reason : 'Refund from transaction list',
  };
}

export const refundsHandlers: HttpHandler[] = [
  handle(
    refundsOperations.refundTransaction,
    protectedResolver(async ({ request }, session) => {
      const entries = (await readArrayBody(request)).map(readEntry);
      if (!entries.length) return fail('please, add a refund');
      const business = sessionBusiness(session);
      const planned = [];
      for (const entry of entries) {
        if (!entry) return fail('Each refund needs a transactionReference and a numeric amount');
        const wanted = entry.reference.toLowerCase();
        const order = orders.find(
          (row) =>
            row.subsidiaryId === session.subsidiaryId &&
            (row.paymentReference.toLowerCase() === wanted ||
              row.orderReference.toLowerCase() === wanted),
        );
        if (!order) return fail(`Transaction ${entry.reference} was not found`);
        if (order.orderStatus !== 'Successful')
          return fail(`Only successful transactions can be refunded (${entry.reference})`);
        const refunded = refunds
          .filter(
            (row) =>
              row.transactionReference === order.paymentReference &&
              row.refundStatus !== 'Declined' &&
              row.refundStatus !== 'Rejected',
          )
          .reduce((total, row) => total + row.refundAmount, 0);
        if (entry.amount <= 0 || entry.amount > Math.round((order.amount - refunded) * 100) / 100) {
          return fail(
            `Refund amount cannot exceed the amount left on transaction ${entry.reference}`,
          );
        }
        planned.push({ entry, order, full: entry.amount + refunded >= order.amount });
      }
      const count = refunds.filter((row) => row.subsidiaryId === session.subsidiaryId).length;
      planned.forEach(({ entry, order, full }, index) => {
        const id = `${session.subsidiaryId}-${count + index + 1}`;
        refunds.insert(
          buildRefund(order, {
            id,
            subsidiaryName: business?.name ?? '',
            dateCreated: freshTimestamp(sandboxNow()),
            refundAmount: entry.amount,
            refundReference: `RFD-${Date.now().toString(36).toUpperCase()}${index}`,
            refundStatus: 'Pending',
            reason: entry.reason,
          }),
        );
        if (full)
          orders.update((row) => row.id === order.id, {
            orderStatus: 'Reversed',
            settlementStatus: 'Not Applicable',
          });
      });
      return ok({
        message:
          planned.length === 1
            ? 'Refund request submitted successfully'
            : `${planned.length} refund requests submitted successfully`,
      });
    }),
  ),
  handle(
    refundsOperations.fetchRefunds,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const status = params.get('status');
      const group = status ? (REFUND_FILTER_GROUPS[status] ?? [status]) : undefined;
      const rows = refunds.filter(
        (row) =>
          row.subsidiaryId === session.subsidiaryId &&
          (!group || group.some((wanted) => wanted === row.refundStatus)) &&
          inDateRange(row.dateCreated, params),
      );
      const { items } = pageFromNewest(
        rows,
        params,
        params.get('isExport') === 'true',
        (row) => row.dateCreated,
      );
      return ok({ message: 'Refunds retrieved successfully', items, totalItems: rows.length });
    }),
  ),
];
