export { canRequestGoLive } from './client';
export { resolveAccount } from './bank';
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
export type { OnboardingProgress, BusinessRegistration, BusinessRegistrationForm } from './schemas';
