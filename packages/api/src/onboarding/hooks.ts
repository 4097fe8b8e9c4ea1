import { useApiMutation, useApiQuery } from '../core/swr';
import { profileKeys } from '../shell/profile/keys';
import { fetchOnboardingBanks, saveOnboardingBankDetails } from './bank';
import {
  addStakeholder,
  deleteStakeholder,
  fetchBusinessInformation,
  fetchBusinessRegistration,
  fetchStakeholders,
  saveBusinessRegistration,
  submitBusinessInformation,
  updateStakeholder,
} from './business';
import { acceptTerms, requestGoLive, submitGetStarted, switchBusinessType } from './client';
import {
  fetchPersonalInformation,
  submitContactInformation,
  submitPersonalInformation,
} from './identity';
import { onboardingKeys } from './keys';

/**
 * Every onboarding save re-reads the progress (and the saved views) as the spec does, so the
 * checklist's percentages move as soon as a form is saved. `all` covers `progress()`.
 */
const onboardingReads = [onboardingKeys.all];
/**
 * Calls that also change what /me reports (route to get-started, business type, verification
 * status), which the sidebar's 'OnBoarding' / 'CONTINUE KYC' link reads.
 */
const profileReads = [onboardingKeys.all, profileKeys.all];

export function useOnboardingBanks() {
  return useApiQuery(onboardingKeys.item('banks'), fetchOnboardingBanks);
}
export function usePersonalInformation() {
  return useApiQuery(onboardingKeys.item('personal-information'), fetchPersonalInformation);
}
export function useBusinessInformation() {
  return useApiQuery(onboardingKeys.item('business-information'), fetchBusinessInformation);
}
export function useBusinessRegistration() {
  return useApiQuery(onboardingKeys.item('business-registration'), fetchBusinessRegistration);
}
export function useStakeholders() {
  return useApiQuery(onboardingKeys.item('stakeholders'), fetchStakeholders);
}

export function useSubmitGetStarted() {
  return useApiMutation('get-started', submitGetStarted, profileReads);
}
export function useSwitchBusinessType() {
  return useApiMutation('switch-business-type', switchBusinessType, profileReads);
}
export function useRequestGoLive() {
  return useApiMutation('go-live', requestGoLive, profileReads);
}
export function useAcceptTerms() {
  return useApiMutation('accept-terms', acceptTerms, onboardingReads);
}
export function useSaveOnboardingBankDetails() {
  return useApiMutation('onboarding-bank-details', saveOnboardingBankDetails, onboardingReads);
}
export function useSubmitContactInformation() {
  return useApiMutation('contact-information', submitContactInformation, onboardingReads);
}
export function useSubmitPersonalInformation() {
  return useApiMutation('personal-information', submitPersonalInformation, onboardingReads);
}
export function useSubmitBusinessInformation() {
  return useApiMutation('business-information', submitBusinessInformation, profileReads);
}
export function useSaveBusinessRegistration() {
  return useApiMutation('business-registration', saveBusinessRegistration, onboardingReads);
}
export function useAddStakeholder() {
  return useApiMutation('add-stakeholder', addStakeholder, onboardingReads);
}
export function useUpdateStakeholder() {
  return useApiMutation('update-stakeholder', updateStakeholder, onboardingReads);
}
export function useDeleteStakeholder() {
  return useApiMutation('delete-stakeholder', deleteStakeholder, onboardingReads);
}
