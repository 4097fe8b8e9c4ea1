import { request } from '../core/http';
import { messageResponse } from '../core/schema';
import { toFormData } from './formData';
import {
  businessInformationResponse,
  businessRegistrationResponse,
  stakeholdersResponse,
  type BusinessInformationForm,
  type BusinessRegistrationForm,
  type NewStakeholder,
} from './schemas';

export const REGISTRATION_SAVE_FALLBACK = 'Files sizes may be too large';
export const REGISTRATION_VIEW_FALLBACK = 'Unable to get business registration documents';
const ONBOARDING = '/subsidiary/dashboard/onboarding';

export async function fetchBusinessInformation() {
  return (
    await request(`${ONBOARDING}/business/information/view`, {
      schema: businessInformationResponse,
    })
  ).data;
}

export function submitBusinessInformation(form: BusinessInformationForm) {
  return request(`${ONBOARDING}/business/information`, {
    method: 'POST',
    body: toFormData(form),
    schema: messageResponse,
    notifySuccess: true,
  });
}

export async function fetchBusinessRegistration() {
  const body = await request(`${ONBOARDING}/business/registration/view`, {
    schema: businessRegistrationResponse,
    fallbackMessage: REGISTRATION_VIEW_FALLBACK,
  });
  return body.data;
}

export function saveBusinessRegistration(form: BusinessRegistrationForm) {
  return request(`${ONBOARDING}/business/registration/add-or-update`, {
    method: 'POST',
    body: toFormData(form),
    schema: messageResponse,
    fallbackMessage: REGISTRATION_SAVE_FALLBACK,
    notifySuccess: true,
  });
}

export async function fetchStakeholders() {
  return (await request(`${ONBOARDING}/stakeholder/view`, { schema: stakeholdersResponse })).data;
}

export function addStakeholder(payload: NewStakeholder) {
  return request(`${ONBOARDING}/stakeholder/add`, {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** The update call takes snake_case fields plus the id. */
export function updateStakeholder(payload: NewStakeholder & { id: string }) {
  return request(`${ONBOARDING}/stakeholder/update`, {
    method: 'PATCH',
    body: {
      id: payload.id,
      first_name: payload.firstName,
      last_name: payload.lastName,
      gender: payload.gender,
      date_of_birth: payload.dateOfBirth,
      mobile_number: payload.mobileNumber,
      bvn: payload.bvn,
    },
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function deleteStakeholder(id: string) {
  return request(`${ONBOARDING}/stakeholder/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponse,
    notifySuccess: true,
  });
}
