export { resolveAccount } from './bank';
export {
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
export type { BusinessRegistration, BusinessRegistrationForm } from './schemas';
