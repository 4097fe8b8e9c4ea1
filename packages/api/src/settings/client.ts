import { request } from '../core';
import {
  type FeeBearer,
  type NewBankAccount,
  type PasswordChange,
  type SettlementType,
} from './schemas';
import { kycOperations } from '../kyc/operations';
import { settingsOperations as op } from './operations';

/** Multipart field logo; `null` sends an empty form, which removes the logo. */
export function updateBusinessLogo(logo: File | null) {
  const form = new FormData();
  if (logo) form.append('logo', logo);
  return request(op.updateBusinessLogo, { body: form, notifySuccess: true });
}

export function changePassword({ oldPassword, newPassword }: PasswordChange) {
  return request(op.changePassword, { body: { oldPassword, newPassword }, notifySuccess: true });
}

export async function fetchSettlementDestination(): Promise<SettlementType> {
  const body = await request(op.fetchSettlementDestination);
  return body.data.settlementType;
}

export function setSettlementDestination(settlementType: SettlementType) {
  return request(op.setSettlementDestination, { body: { settlementType }, notifySuccess: true });
}

export async function fetchFeeBearer(): Promise<FeeBearer> {
  const body = await request(op.fetchFeeBearer);
  return body.data.whoBearsFee;
}

export function setFeeBearer(feeBearer: FeeBearer) {
  return request(op.setFeeBearer, { body: { feeBearer }, notifySuccess: true });
}

export async function fetchTwoFactorLogin(): Promise<boolean> {
  const body = await request(op.fetchTwoFactorLogin);
  return body.data.isTwoFAEnabled;
}

/** Sends twoFa 'yes' or 'no'. */
export function setTwoFactorLogin(enabled: boolean) {
  return request(op.setTwoFactorLogin, {
    body: { twoFa: enabled ? 'yes' : 'no' },
    notifySuccess: true,
  });
}

export async function fetchPaymentOptions() {
  const body = await request(op.fetchPaymentOptions);
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
  return request(enabled ? op.enablePaymentOption : op.disablePaymentOption, {
    body: { paymentOption },
    notifySuccess: true,
  });
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
  return request(kycOperations.saveSettlementBankDetails, {
    body: { accountNumber, accountName, account_type: accountType, bank_id: bankId },
    notifySuccess: true,
  });
}
