export {
  fetchOnboardingProgress,
  isOnboardingIncomplete,
  canRequestGoLive,
  completeOnboarding,
  submitGetStarted,
  switchBusinessType,
  requestGoLive,
  acceptTerms,
} from './client';
export { fetchOnboardingBanks, resolveAccount, saveOnboardingBankDetails } from './bank';
export {
  fetchPersonalInformation,
  submitContactInformation,
  submitPersonalInformation,
} from './identity';
export {
  fetchBusinessInformation,
  submitBusinessInformation,
  fetchBusinessRegistration,
  saveBusinessRegistration,
  fetchStakeholders,
  addStakeholder,
  updateStakeholder,
  deleteStakeholder,
  REGISTRATION_SAVE_FALLBACK,
  REGISTRATION_VIEW_FALLBACK,
} from './business';
export { toFormData } from './formData';
export {
  useOnboardingProgress,
  useOnboardingBanks,
  usePersonalInformation,
  useBusinessInformation,
  useBusinessRegistration,
  useStakeholders,
  useSubmitGetStarted,
  useSwitchBusinessType,
  useRequestGoLive,
  useAcceptTerms,
  useResolveAccount,
  useSaveOnboardingBankDetails,
  useSubmitContactInformation,
  useSubmitPersonalInformation,
  useSubmitBusinessInformation,
  useSaveBusinessRegistration,
  useAddStakeholder,
  useUpdateStakeholder,
  useDeleteStakeholder,
} from './hooks';
export { onboardingKeys } from './keys';
export type {
  OnboardingProgress,
  BusinessType,
  GetStartedPayload,
  OnboardingBank,
  AccountResolutionPayload,
  OnboardingBankPayload,
  PersonalInformation,
  ContactInformationPayload,
  PersonalInformationForm,
  BusinessInformation,
  BusinessInformationForm,
  BusinessRegistration,
  BusinessRegistrationForm,
  Stakeholder,
  NewStakeholder,
} from './schemas';
export { onboardingOperations } from './operations';
