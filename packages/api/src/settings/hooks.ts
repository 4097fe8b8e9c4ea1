import { useApiMutation, useApiQuery } from '../core';
import { kycKeys } from '../kyc/keys';
import { profileKeys } from '../shell/profile/keys';
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

/** The logo shows through the profile (me) and the business switcher. */
export function useUpdateBusinessLogo() {
  return useApiMutation('updateBusinessLogo', updateBusinessLogo, [profileKeys.all]);
}

export function useChangePassword() {
  return useApiMutation('changePassword', changePassword);
}

export function useSettlementDestination() {
  return useApiQuery(settingsKeys.item('settlement'), fetchSettlementDestination);
}

export function useSetSettlementDestination() {
  return useApiMutation('setSettlementDestination', setSettlementDestination, [
    settingsKeys.item('settlement'),
  ]);
}

export function useFeeBearer() {
  return useApiQuery(settingsKeys.item('feeBearer'), fetchFeeBearer);
}

export function useSetFeeBearer() {
  return useApiMutation('setFeeBearer', setFeeBearer, [settingsKeys.item('feeBearer')]);
}

export function useTwoFactorLogin() {
  return useApiQuery(settingsKeys.item('twoFactor'), fetchTwoFactorLogin);
}

export function useSetTwoFactorLogin() {
  return useApiMutation('setTwoFactorLogin', setTwoFactorLogin, [settingsKeys.item('twoFactor')]);
}

export function usePaymentOptions() {
  return useApiQuery(settingsKeys.item('paymentOptions'), fetchPaymentOptions);
}

export function useSetPaymentOption() {
  return useApiMutation('setPaymentOption', setPaymentOption, [
    settingsKeys.item('paymentOptions'),
  ]);
}

/** The payout accounts list reads settlement/bank/get (kept with the KYC calls) under kycKeys. */
export function useAddBankAccount() {
  return useApiMutation('addBankAccount', addBankAccount, [kycKeys.all]);
}
