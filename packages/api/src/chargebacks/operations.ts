import * as z from 'zod/mini';
import {
  chargebackDetailResponse,
  chargebackOverviewResponse,
  chargebacksResponse,
} from './schemas';
import { messageResponse } from '../core/schema';
import { booleanText, dateRange, defineOperations, files, text } from '../core/operation';

/** The call's documented message for a failure without one. */
const TREAT_CHARGEBACK_FALLBACK = 'Something went wrong while trying to process this request';

export const chargebacksOperations = defineOperations('chargebacks', {
  fetchChargebacks: {
    method: 'GET',
    path: '/subsidiary/dashboard/chargeback/all',
    query: z.object({
      status: text('Won, Lost, Pending, Awaiting Response or Assessment.'),
      reference: text('Payment reference.'),
      email: text('Customer e-mail.'),
      ...dateRange,
      export: z.optional(z.enum(['true'])).check(z.describe('true: every item.')),
    }),
    response: chargebacksResponse,
  },
  fetchChargebackOverview: {
    method: 'GET',
    path: '/subsidiary/dashboard/chargeback/overview',
    response: chargebackOverviewResponse,
  },
  fetchChargebackDetail: {
    method: 'GET',
    path: '/subsidiary/dashboard/chargeback/details/{id}',
    response: chargebackDetailResponse,
  },
  treatChargeback: {
    movesMoney: true,
    fallbackMessage: TREAT_CHARGEBACK_FALLBACK,
    method: 'POST',
    path: '/subsidiary/dashboard/chargeback/accept/dispute',
    multipart: z.object({
      comment: z.string(),
      accepted: booleanText,
      ChargebackId: z.string(),
      Proof: z.optional(files),
    }),
    response: messageResponse,
  },
});
