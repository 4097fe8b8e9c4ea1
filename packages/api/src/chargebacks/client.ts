import {
  dateRangeQuery,
  newestFirst,
  request,
  type DateRangeQuery,
  type MoneyCallOptions,
  type ReadOptions,
} from '../core';
import { type ChargebackTreatment } from './schemas';
import { chargebacksOperations as op } from './operations';

export interface ChargebackFilters {
  /** Won, Lost, Pending, Awaiting Response or Assessment (the status routes preset one). */
  status?: string;
  /** The payment reference. */
  reference?: string;
  email?: string;
  dateRange?: DateRangeQuery;
  /** Every item, for the export. */
  exportAll?: boolean;
}

export async function fetchChargebacks(
  filters: ChargebackFilters = {},
  { signal }: ReadOptions = {},
) {
  const body = await request(op.fetchChargebacks, {
    query: {
      status: filters.status,
      reference: filters.reference,
      email: filters.email,
      ...dateRangeQuery(filters.dateRange),
      export: filters.exportAll || undefined,
    },
    signal,
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

export async function fetchChargebackOverview() {
  const { thresholdPercent, chargebackValue, chargebackCount } = await request(
    op.fetchChargebackOverview,
  );
  return { thresholdPercent, chargebackValue, chargebackCount };
}

/** One chargeback with its order; the Feedback Threads come newest first. */
export async function fetchChargebackDetail(id: string) {
  const body = await request(op.fetchChargebackDetail, { params: { id } });
  const { chargeback, order } = body;
  return {
    chargeback: {
      ...chargeback,
      subsidiaryChargebackDispute: newestFirst(chargeback.subsidiaryChargebackDispute),
    },
    order,
  };
}

/**
 * Multipart: comment, accepted, ChargebackId and one Proof part per file. Accepting gives the
 * money back, so it is a money call (ADR 015).
 */
export function treatChargeback(
  { chargebackId, accepted, comment, proofs = [] }: ChargebackTreatment,
  options: MoneyCallOptions = {},
) {
  const form = new FormData();
  form.append('comment', comment);
  form.append('accepted', String(accepted));
  form.append('ChargebackId', chargebackId);
  proofs.forEach((file) => form.append('Proof', file));
  return request(op.treatChargeback, {
    body: form,
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}
