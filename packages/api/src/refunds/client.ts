import { request, type ReadOptions } from '../core/http';
import { refundsOperations as op } from './operations';
import type { MoneyCallOptions } from '../core/money';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../core/query';
import {
  type Refund,
  type RefundFilterStatus,
  type RefundLogEntry,
  type TransactionRefund,
} from './schemas';

const REFUNDS_PAGE_SIZE = 10;

export interface RefundListQuery {
  status?: RefundFilterStatus;
  dateRange?: DateRangeQuery;
  /** 1-based page, counted from the newest refund. */
  page?: number;
  limit?: number;
}

export async function fetchRefunds(
  filters: RefundListQuery = {},
): Promise<{ items: Refund[]; total: number }> {
  const body = await request(op.fetchRefunds, {
    query: {
      status: filters.status,
      ...dateRangeQuery(filters.dateRange),
      page: filters.page ?? 1,
      limit: filters.limit ?? REFUNDS_PAGE_SIZE,
    },
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

/** Every refund matching the filters (isExport), newest first. */
export async function exportRefunds(
  filters: Omit<RefundListQuery, 'page' | 'limit'> = {},
  { signal }: ReadOptions = {},
): Promise<Refund[]> {
  const body = await request(op.exportRefunds, {
    query: { status: filters.status, ...dateRangeQuery(filters.dateRange), isExport: true },
    signal,
  });
  return newestFirst(body.items);
}

/** Refunds one transaction from the transaction list (a one-entry array, as the API takes). */
export function refundTransaction(entry: TransactionRefund, options: MoneyCallOptions = {}) {
  return request(op.refundTransaction, {
    body: [entry],
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}

/** Logs refunds: one entry ('Log a single refund') or the rows of a bulk CSV. */
export function logRefunds(entries: RefundLogEntry[], options: MoneyCallOptions = {}) {
  return request(op.logRefunds, {
    body: entries,
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}
