import { dateRangeQuery, messageResponse, newestFirst, request, type DateRange } from '../core';
import {
  chargebackDetailResponse,
  chargebackOverviewResponse,
  chargebacksResponse,
  type ChargebackTreatment,
} from './schemas';

export const TREAT_CHARGEBACK_FALLBACK =
  'Something went wrong while trying to process this request';

export interface ChargebackFilters {
  /** Won, Lost, Pending, Awaiting Response or Assessment (the status routes preset one). */
  status?: string;
  /** The payment reference. */
  reference?: string;
  email?: string;
  dateRange?: DateRange;
  /** Every item, for the export. */
  exportAll?: boolean;
}

export async function fetchChargebacks(filters: ChargebackFilters = {}) {
  const body = await request('/subsidiary/dashboard/chargeback/all', {
    query: {
      status: filters.status,
      reference: filters.reference,
      email: filters.email,
      ...dateRangeQuery(filters.dateRange),
      export: filters.exportAll || undefined,
    },
    schema: chargebacksResponse,
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

export async function fetchChargebackOverview() {
  const { thresholdPercent, chargebackValue, chargebackCount } = await request(
    '/subsidiary/dashboard/chargeback/overview',
    {
      schema: chargebackOverviewResponse,
    },
  );
  return { thresholdPercent, chargebackValue, chargebackCount };
}

/** One chargeback with its order; the Feedback Threads come newest first. */
export async function fetchChargebackDetail(id: string) {
  const body = await request(`/subsidiary/dashboard/chargeback/details/${encodeURIComponent(id)}`, {
    schema: chargebackDetailResponse,
  });
  const { chargeback, order } = body;
  return {
    chargeback: {
      ...chargeback,
      subsidiaryChargebackDispute: newestFirst(chargeback.subsidiaryChargebackDispute),
    },
    order,
  };
}

/** Multipart: comment, accepted, ChargebackId and one Proof part per file. */
export function treatChargeback({
  chargebackId,
  accepted,
  comment,
  proofs = [],
}: ChargebackTreatment) {
  const form = new FormData();
  form.append('comment', comment);
  form.append('accepted', String(accepted));
  form.append('ChargebackId', chargebackId);
  proofs.forEach((file) => form.append('Proof', file));
  return request('/subsidiary/dashboard/chargeback/accept/dispute', {
    method: 'POST',
    body: form,
    schema: messageResponse,
    fallbackMessage: TREAT_CHARGEBACK_FALLBACK,
    notifySuccess: true,
  });
}
