import * as z from 'zod';
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
const paymentOption = z.object({ paymentOption: z.string().describe("The option's code.") });

export const settingsOperations = defineOperations('settings', {
  updateBusinessLogo: {
    method: 'POST',
    path: `${BASE}/business/logos/add-or-update`,
    summary: 'Set the business logo; an empty form removes it.',
    multipart: z.object({ logo: file.optional() }),
    response: messageResponse,
  },
  changePassword: {
    method: 'POST',
    path: `${BASE}/change-password`,
    summary: 'Change the password.',
    body: z.object({ oldPassword: z.string(), newPassword: z.string() }),
    response: messageResponse,
  },
  fetchSettlementDestination: {
    method: 'GET',
    path: `${BASE}/settlement/details/get`,
    summary: 'Where earnings go: wallet or bank.',
    response: settlementDestinationResponse,
  },
  setSettlementDestination: {
    method: 'POST',
    path: `${BASE}/settlement/details`,
    summary: 'Set where earnings go.',
    body: z.object({ settlementType }),
    response: messageResponse,
  },
  fetchFeeBearer: {
    method: 'GET',
    path: `${BASE}/payment/fees/view`,
    summary: 'Who bears the fee: CBF customer, SBF merchant, SPLIT shared.',
    response: feeBearerResponse,
  },
  setFeeBearer: {
    method: 'POST',
    path: `${BASE}/payment/fees/set`,
    summary: 'Set who bears the fee.',
    body: z.object({ feeBearer }),
    response: messageResponse,
  },
  fetchTwoFactorLogin: {
    method: 'GET',
    path: `${BASE}/2fa/login/view`,
    summary: 'Whether sign-in asks for an OTP.',
    response: twoFactorResponse,
  },
  setTwoFactorLogin: {
    method: 'POST',
    path: `${BASE}/2fa/login/set`,
    summary: 'Turn the sign-in OTP on or off.',
    body: z.object({ twoFa: z.enum(['yes', 'no']) }),
    response: messageResponse,
  },
  fetchPaymentOptions: {
    method: 'GET',
    path: `${BASE}/payment/options/view`,
    summary: 'The payment methods and whether each is enabled.',
    response: paymentOptionsResponse,
  },
  enablePaymentOption: {
    client: 'setPaymentOption',
    method: 'POST',
    path: `${BASE}/payment/options/set`,
    summary: 'Enable a payment method (ticked).',
    body: paymentOption,
    response: messageResponse,
  },
  disablePaymentOption: {
    client: 'setPaymentOption',
    method: 'POST',
    path: `${BASE}/payment/options/remove`,
    summary: 'Disable a payment method (unticked).',
    body: paymentOption,
    response: messageResponse,
  },
});
