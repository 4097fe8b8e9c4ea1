import { request } from '../core/http';
import { toFormData } from './formData';
import {
  type BusinessInformationForm,
  type BusinessRegistrationForm,
  type NewStakeholder,
} from './schemas';
import { onboardingOperations as op } from './operations';

export { REGISTRATION_SAVE_FALLBACK, REGISTRATION_VIEW_FALLBACK } from './operations';

export async function fetchBusinessInformation() {
  return (await request(op.fetchBusinessInformation)).data;
}

export function submitBusinessInformation(form: BusinessInformationForm) {
  return request(op.submitBusinessInformation, { body: toFormData(form), notifySuccess: true });
}

export async function fetchBusinessRegistration() {
  const body = await request(op.fetchBusinessRegistration);
  return body.data;
}

export function saveBusinessRegistration(form: BusinessRegistrationForm) {
  return request(op.saveBusinessRegistration, { body: toFormData(form), notifySuccess: true });
}

export async function fetchStakeholders() {
  return (await request(op.fetchStakeholders)).data;
}

export function addStakeholder(payload: NewStakeholder) {
  return request(op.addStakeholder, { body: payload, notifySuccess: true });
}

/** The update call takes snake_case fields plus the id. */
export function updateStakeholder(payload: NewStakeholder & { id: string }) {
  return request(op.updateStakeholder, {
    body: {
      id: payload.id,
      first_name: payload.firstName,
      last_name: payload.lastName,
      gender: payload.gender,
      date_of_birth: payload.dateOfBirth,
      mobile_number: payload.mobileNumber,
      bvn: payload.bvn,
    },
    notifySuccess: true,
  });
}

export function deleteStakeholder(id: string) {
  return request(op.deleteStakeholder, { params: { id }, notifySuccess: true });
}
