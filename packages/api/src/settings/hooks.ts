import { useApiMutation, useApiQuery } from '../core';
import { kycKeys } from '../kyc/keys';
import { profileKeys } from '../profile/keys';
import {
  addBankAccount,
  changePassword,
  fetchFeeBearer,
  fetchPaymentOptions,
  fetchSettlementDestination,
  fetchTwoFactorLogin,
  setFeeBearer,
  setPaymentOption,
  setSettlementDestination,
  setTwoFactorLogin,
  updateBusinessLogo,
} from './client';
import { settingsKeys } from './keys';

// Reads are keyed [resource, kind] with no params object: revalidate() compares key parts by
// identity, so a prefix holding a fresh `{}` would never match the cached read.

/** The logo shows through the profile (me) and the business switcher. */
export function useUpdateBusinessLogo() {
  return useApiMutation('updateBusinessLogo', updateBusinessLogo, [profileKeys.all]);
}

export function useChangePassword() {
  return useApiMutation('changePassword', changePassword);
}

export function useSettlementDestination() {
  return useApiQuery([...settingsKeys.all, 'settlement'], fetchSettlementDestination);
}

export function useSetSettlementDestination() {
  return useApiMutation('setSettlementDestination', setSettlementDestination, [
    [...settingsKeys.all, 'settlement'],
  ]);
}

export function useFeeBearer() {
  return useApiQuery([...settingsKeys.all, 'feeBearer'], fetchFeeBearer);
}

export function useSetFeeBearer() {
  return useApiMutation('setFeeBearer', setFeeBearer, [[...settingsKeys.all, 'feeBearer']]);
}

export function useTwoFactorLogin() {
  return useApiQuery([...settingsKeys.all, 'twoFactor'], fetchTwoFactorLogin);
}

export function useSetTwoFactorLogin() {
  return useApiMutation('setTwoFactorLogin', setTwoFactorLogin, [
    [...settingsKeys.all, 'twoFactor'],
  ]);
}

export function usePaymentOptions() {
  return useApiQuery([...settingsKeys.all, 'paymentOptions'], fetchPaymentOptions);
}

export function useSetPaymentOption() {
  return useApiMutation('setPaymentOption', setPaymentOption, [
    [...settingsKeys.all, 'paymentOptions'],
  ]);
}

/** The payout accounts list reads settlement/bank/get (kept with the KYC calls) under kycKeys. */
export function useAddBankAccount() {
  return useApiMutation('addBankAccount', addBankAccount, [kycKeys.all]);
}
