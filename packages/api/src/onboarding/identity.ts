import { request } from '../core/http';
import { messageResponse } from '../core/schema';
import { toFormData } from './formData';
import {
  personalInformationResponse,
  type ContactInformationPayload,
  type PersonalInformationForm,
} from './schemas';

export async function fetchPersonalInformation() {
  return (
    await request('/subsidiary/dashboard/onboarding/personal/information/view', {
      schema: personalInformationResponse,
    })
  ).data;
}

export function submitContactInformation(payload: ContactInformationPayload) {
  return request('/subsidiary/dashboard/onboarding/contact/information', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** Multipart; files are sent only when chosen (the server keeps saved ones). */
export function submitPersonalInformation(form: PersonalInformationForm) {
  return request('/subsidiary/dashboard/onboarding/personal/information', {
    method: 'POST',
    body: toFormData(form),
    schema: messageResponse,
    notifySuccess: true,
  });
}
