import { request } from '../core/http';
import { toFormData } from './formData';
import { type ContactInformationPayload, type PersonalInformationForm } from './schemas';
import { onboardingOperations as op } from './operations';

export async function fetchPersonalInformation() {
  return (await request(op.fetchPersonalInformation)).data;
}

export function submitContactInformation(payload: ContactInformationPayload) {
  return request(op.submitContactInformation, { body: payload, notifySuccess: true });
}

/** Multipart; files are sent only when chosen (the server keeps saved ones). */
export function submitPersonalInformation(form: PersonalInformationForm) {
  return request(op.submitPersonalInformation, { body: toFormData(form), notifySuccess: true });
}
