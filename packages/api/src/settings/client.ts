import { messageResponse, request } from '../core';
import {
  feeBearerResponse,
  paymentOptionsResponse,
  settlementDestinationResponse,
  twoFactorResponse,
  type FeeBearer,
  type NewBankAccount,
  type PasswordChange,
  type SettlementType,
} from './schemas';

const BASE = '/subsidiary/dashboard';

function post(path: string, body: unknown) {
  return request(`${BASE}${path}`, {
    method: 'POST',
    body,
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** Multipart field logo; `null` sends an empty form, which removes the logo. */
export function updateBusinessLogo(logo: File | null) {
  const form = new FormData();
  if (logo) form.append('logo', logo);
  return post('/business/logos/add-or-update', form);
}

export function changePassword({ oldPassword, newPassword }: PasswordChange) {
  return post('/change-password', { oldPassword, newPassword });
}

export async function fetchSettlementDestination(): Promise<SettlementType> {
  const body = await request(`${BASE}/settlement/details/get`, {
    schema: settlementDestinationResponse,
  });
  return body.data.settlementType;
}

export function setSettlementDestination(settlementType: SettlementType) {
  return post('/settlement/details', { settlementType });
}

export async function fetchFeeBearer(): Promise<FeeBearer> {
  const body = await request(`${BASE}/payment/fees/view`, { schema: feeBearerResponse });
  return body.data.whoBearsFee;
}

export function setFeeBearer(feeBearer: FeeBearer) {
  return post('/payment/fees/set', { feeBearer });
}

export async function fetchTwoFactorLogin(): Promise<boolean> {
  const body = await request(`${BASE}/2fa/login/view`, { schema: twoFactorResponse });
  return body.data.isTwoFAEnabled;
}

/** Sends twoFa 'yes' or 'no'. */
export function setTwoFactorLogin(enabled: boolean) {
  return post('/2fa/login/set', { twoFa: enabled ? 'yes' : 'no' });
}

export async function fetchPaymentOptions() {
  const body = await request(`${BASE}/payment/options/view`, { schema: paymentOptionsResponse });
  return body.data;
}

/** Ticking a payment method calls /set, unticking calls /remove. */
export function setPaymentOption({
  paymentOption,
  enabled,
}: {
  paymentOption: string;
  enabled: boolean;
}) {
  return post(`/payment/options/${enabled ? 'set' : 'remove'}`, { paymentOption });
}

/**
 * 'Add Bank Account': part 2 section 3 gives this payload (accountNumber, accountName,
 * account_type, bank_id) for the same address the onboarding Bank Details tab saves to.
 */
export function addBankAccount({
  accountNumber,
  accountName,
  accountType,
  bankId,
}: NewBankAccount) {
  return post('/bank/details', {
    accountNumber,
    accountName,
    account_type: accountType,
    bank_id: bankId,
  });
}
