import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import {
  feeBearer,
  feeBearerResponse,
  paymentOptionsResponse,
  settlementDestinationResponse,
  settlementType,
  twoFactorResponse,
} from './schemas';
import { defineOperations, file } from '../core/operation';

const BASE = '/subsidiary/dashboard';
const paymentOption = z.object({
  paymentOption: z.string().check(z.describe("The option's code.")),
});

export const settingsOperations = defineOperations('settings', {
  updateBusinessLogo: {
    method: 'POST',
    path: `${BASE}/business/logos/add-or-update`,
    multipart: z.object({ logo: z.optional(file) }),
    response: messageResponse,
  },
  changePassword: {
    method: 'POST',
    path: `${BASE}/change-password`,
    body: z.object({ oldPassword: z.string(), newPassword: z.string() }),
    response: messageResponse,
  },
  fetchSettlementDestination: {
    method: 'GET',
    path: `${BASE}/settlement/details/get`,
    response: settlementDestinationResponse,
  },
  setSettlementDestination: {
    method: 'POST',
    path: `${BASE}/settlement/details`,
    body: z.object({ settlementType }),
    response: messageResponse,
  },
  fetchFeeBearer: {
    method: 'GET',
    path: `${BASE}/payment/fees/view`,
    response: feeBearerResponse,
  },
  setFeeBearer: {
    method: 'POST',
    path: `${BASE}/payment/fees/set`,
    body: z.object({ feeBearer }),
    response: messageResponse,
  },
  fetchTwoFactorLogin: {
    method: 'GET',
    path: `${BASE}/2fa/login/view`,
    response: twoFactorResponse,
  },
  setTwoFactorLogin: {
    method: 'POST',
    path: `${BASE}/2fa/login/set`,
    body: z.object({ twoFa: z.enum(['yes', 'no']) }),
    response: messageResponse,
  },
  fetchPaymentOptions: {
    method: 'GET',
    path: `${BASE}/payment/options/view`,
    response: paymentOptionsResponse,
  },
  enablePaymentOption: {
    client: 'setPaymentOption',
    method: 'POST',
    path: `${BASE}/payment/options/set`,
    body: paymentOption,
    response: messageResponse,
  },
  disablePaymentOption: {
    client: 'setPaymentOption',
    method: 'POST',
    path: `${BASE}/payment/options/remove`,
    body: paymentOption,
    response: messageResponse,
  },
});
