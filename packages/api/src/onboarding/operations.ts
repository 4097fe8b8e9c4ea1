import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import {
  accountResolutionPayload,
  accountResolutionResponse,
  businessInformationForm,
  businessInformationResponse,
  businessRegistrationForm,
  businessRegistrationResponse,
  contactInformationPayload,
  GENDERS,
  getStartedPayload,
  newStakeholder,
  onboardingBankPayload,
  onboardingBanksResponse,
  personalInformationForm,
  personalInformationResponse,
  stakeholdersResponse,
} from './schemas';
import { defineOperations } from '../core/operation';

const ONBOARDING = '/subsidiary/dashboard/onboarding';

/** The update call's wire names: snake_case plus the id. */
const stakeholderUpdate = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(GENDERS),
  date_of_birth: z.string(),
  mobile_number: z.string(),
  bvn: z.string(),
});

/** The call's documented message for a failure without one. */
export const REGISTRATION_VIEW_FALLBACK = 'Unable to get business registration documents';

/** The call's documented message for a failure without one. */
export const REGISTRATION_SAVE_FALLBACK = 'Files sizes may be too large';

export const onboardingOperations = defineOperations('onboarding', {
  completeOnboarding: {
    method: 'PATCH',
    path: `${ONBOARDING}/complete`,
    response: messageResponse,
  },
  submitGetStarted: {
    method: 'POST',
    path: '/subsidiary/dashboard/business/get-started',
    body: getStartedPayload,
    response: messageResponse,
  },
  switchBusinessType: {
    method: 'PATCH',
    path: `${ONBOARDING}/switch/business/type`,
    body: z.object({}),
    response: messageResponse,
  },
  /** The spec does not show the go-live call's path, so this one was chosen (see CONTRACT). */
  requestGoLive: {
    method: 'POST',
    path: `${ONBOARDING}/go-live`,
    response: messageResponse,
  },
  acceptTerms: {
    method: 'POST',
    path: `${ONBOARDING}/accept/terms`,
    body: z.object({ accepted: z.boolean() }),
    response: messageResponse,
  },
  fetchOnboardingBanks: {
    method: 'GET',
    path: `${ONBOARDING}/bank/view`,
    response: onboardingBanksResponse,
  },
  resolveAccount: {
    method: 'POST',
    path: '/subsidiary/payout/account/resolve',
    body: accountResolutionPayload,
    response: accountResolutionResponse,
  },
  saveOnboardingBankDetails: {
    method: 'POST',
    path: `${ONBOARDING}/bank/details`,
    body: onboardingBankPayload,
    response: messageResponse,
  },
  fetchPersonalInformation: {
    method: 'GET',
    path: `${ONBOARDING}/personal/information/view`,
    response: personalInformationResponse,
  },
  submitContactInformation: {
    method: 'POST',
    path: `${ONBOARDING}/contact/information`,
    body: contactInformationPayload,
    response: messageResponse,
  },
  submitPersonalInformation: {
    method: 'POST',
    path: `${ONBOARDING}/personal/information`,
    multipart: personalInformationForm,
    response: messageResponse,
  },
  fetchBusinessInformation: {
    method: 'GET',
    path: `${ONBOARDING}/business/information/view`,
    response: businessInformationResponse,
  },
  submitBusinessInformation: {
    method: 'POST',
    path: `${ONBOARDING}/business/information`,
    multipart: businessInformationForm,
    response: messageResponse,
  },
  fetchBusinessRegistration: {
    fallbackMessage: REGISTRATION_VIEW_FALLBACK,
    method: 'GET',
    path: `${ONBOARDING}/business/registration/view`,
    response: businessRegistrationResponse,
  },
  saveBusinessRegistration: {
    fallbackMessage: REGISTRATION_SAVE_FALLBACK,
    method: 'POST',
    path: `${ONBOARDING}/business/registration/add-or-update`,
    multipart: businessRegistrationForm,
    response: messageResponse,
  },
  fetchStakeholders: {
    method: 'GET',
    path: `${ONBOARDING}/stakeholder/view`,
    response: stakeholdersResponse,
  },
  addStakeholder: {
    method: 'POST',
    path: `${ONBOARDING}/stakeholder/add`,
    body: newStakeholder,
    response: messageResponse,
  },
  updateStakeholder: {
    method: 'PATCH',
    path: `${ONBOARDING}/stakeholder/update`,
    body: stakeholderUpdate,
    response: messageResponse,
  },
  deleteStakeholder: {
    method: 'DELETE',
    path: `${ONBOARDING}/stakeholder/delete/{id}`,
    response: messageResponse,
  },
});
