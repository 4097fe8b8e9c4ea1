import * as z from 'zod';
import { messageResponse } from '../core/schema';
import {
  accountResolutionPayload,
  accountResolutionResponse,
  businessInformationForm,
  businessInformationResponse,
  businessRegistrationForm,
  businessRegistrationResponse,
  contactInformationPayload,
  getStartedPayload,
  newStakeholder,
  onboardingBankPayload,
  onboardingBanksResponse,
  onboardingProgressResponse,
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
  gender: z.enum(['Male', 'Female']),
  date_of_birth: z.string(),
  mobile_number: z.string(),
  bvn: z.string(),
});

/** The call's documented message for a failure without one. */
export const REGISTRATION_VIEW_FALLBACK = 'Unable to get business registration documents';

/** The call's documented message for a failure without one. */
export const REGISTRATION_SAVE_FALLBACK = 'Files sizes may be too large';

export const onboardingOperations = defineOperations('onboarding', {
  fetchOnboardingProgress: {
    method: 'GET',
    path: `${ONBOARDING}/percentage`,
    summary: 'Onboarding progress per section (0-100); fetched on every dashboard route change.',
    response: onboardingProgressResponse,
  },
  completeOnboarding: {
    method: 'PATCH',
    path: `${ONBOARDING}/complete`,
    summary: 'Defined by the API; no screen uses it.',
    response: messageResponse,
  },
  submitGetStarted: {
    method: 'POST',
    path: '/subsidiary/dashboard/business/get-started',
    summary: "'Tell us about your business'.",
    body: getStartedPayload,
    response: messageResponse,
  },
  switchBusinessType: {
    method: 'PATCH',
    path: `${ONBOARDING}/switch/business/type`,
    summary: 'Flip the business type between Individual and Company (empty body).',
    body: z.object({}),
    response: messageResponse,
  },
  requestGoLive: {
    method: 'POST',
    path: `${ONBOARDING}/go-live`,
    summary: "Request to go live (path chosen); statusCode '00' is success.",
    response: messageResponse,
  },
  acceptTerms: {
    method: 'POST',
    path: `${ONBOARDING}/accept/terms`,
    summary: 'Accept (true) or decline (false) the terms.',
    body: z.object({ accepted: z.boolean() }),
    response: messageResponse,
  },
  fetchOnboardingBanks: {
    method: 'GET',
    path: `${ONBOARDING}/bank/view`,
    summary: 'The saved bank accounts of onboarding.',
    response: onboardingBanksResponse,
  },
  resolveAccount: {
    method: 'POST',
    path: '/subsidiary/payout/account/resolve',
    summary: 'Resolve the name of a bank account (onboarding, payouts, payout accounts).',
    body: accountResolutionPayload,
    response: accountResolutionResponse,
  },
  saveOnboardingBankDetails: {
    method: 'POST',
    path: `${ONBOARDING}/bank/details`,
    summary: 'Save the settlement bank account of onboarding.',
    body: onboardingBankPayload,
    response: messageResponse,
  },
  fetchPersonalInformation: {
    method: 'GET',
    path: `${ONBOARDING}/personal/information/view`,
    summary: 'The saved personal information.',
    response: personalInformationResponse,
  },
  submitContactInformation: {
    method: 'POST',
    path: `${ONBOARDING}/contact/information`,
    summary: 'Save the contact information.',
    body: contactInformationPayload,
    response: messageResponse,
  },
  submitPersonalInformation: {
    method: 'POST',
    path: `${ONBOARDING}/personal/information`,
    summary: 'Save the personal information (multipart; files only when chosen).',
    multipart: personalInformationForm,
    response: messageResponse,
  },
  fetchBusinessInformation: {
    method: 'GET',
    path: `${ONBOARDING}/business/information/view`,
    summary: 'The saved business information.',
    response: businessInformationResponse,
  },
  submitBusinessInformation: {
    method: 'POST',
    path: `${ONBOARDING}/business/information`,
    summary: 'Save the business information (multipart).',
    multipart: businessInformationForm,
    response: messageResponse,
  },
  fetchBusinessRegistration: {
    fallbackMessage: REGISTRATION_VIEW_FALLBACK,
    method: 'GET',
    path: `${ONBOARDING}/business/registration/view`,
    summary: 'The saved registration documents.',
    response: businessRegistrationResponse,
  },
  saveBusinessRegistration: {
    fallbackMessage: REGISTRATION_SAVE_FALLBACK,
    method: 'POST',
    path: `${ONBOARDING}/business/registration/add-or-update`,
    summary: 'Save the registration documents (multipart; files only when chosen).',
    multipart: businessRegistrationForm,
    response: messageResponse,
  },
  fetchStakeholders: {
    method: 'GET',
    path: `${ONBOARDING}/stakeholder/view`,
    summary: 'The shareholders (5% or more).',
    response: stakeholdersResponse,
  },
  addStakeholder: {
    method: 'POST',
    path: `${ONBOARDING}/stakeholder/add`,
    summary: 'Add a shareholder.',
    body: newStakeholder,
    response: messageResponse,
  },
  updateStakeholder: {
    method: 'PATCH',
    path: `${ONBOARDING}/stakeholder/update`,
    summary: 'Update a shareholder (snake_case fields plus the id).',
    body: stakeholderUpdate,
    response: messageResponse,
  },
  deleteStakeholder: {
    method: 'DELETE',
    path: `${ONBOARDING}/stakeholder/delete/{id}`,
    summary: 'Delete a shareholder.',
    response: messageResponse,
  },
});
