import { useApiMutation, useApiQuery } from '../core/swr';
import { onboardingKeys } from '../onboarding/keys';
import { profileKeys } from '../shell/profile/keys';
import {
  fetchKycProfile,
  fetchSettlementBanks,
  saveSettlementBankDetails,
  submitDirectorKyc,
  submitKycDocuments,
  updateBusinessProfile,
} from './client';
import { kycKeys } from './keys';

export function useSettlementBanks() {
  return useApiQuery(kycKeys.item('settlement-banks'), fetchSettlementBanks);
}

export function useKycProfile() {
  return useApiQuery(kycKeys.item('profile'), fetchKycProfile);
}

export function useSaveSettlementBankDetails() {
  return useApiMutation('settlement-bank-details', saveSettlementBankDetails, [
    kycKeys.all,
    onboardingKeys.all,
  ]);
}

/** The business name and type also show in /me; like every KYC save, the progress is re-read. */
export function useUpdateBusinessProfile() {
  return useApiMutation('business-update', updateBusinessProfile, [
    kycKeys.all,
    profileKeys.all,
    onboardingKeys.all,
  ]);
}

export function useSubmitDirectorKyc() {
  return useApiMutation('kyc-director', submitDirectorKyc, [kycKeys.all, onboardingKeys.all]);
}

export function useSubmitKycDocuments() {
  return useApiMutation('kyc-documents', submitKycDocuments, [kycKeys.all, onboardingKeys.all]);
}
