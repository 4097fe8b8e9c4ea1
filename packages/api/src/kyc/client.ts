import { request } from '../core/http';
import { messageResponse } from '../core/schema';
import { toFormData } from '../onboarding/formData';
import {
  kycProfileResponse,
  settlementBanksResponse,
  type BusinessProfileUpdate,
  type DirectorKycForm,
  type KycDocumentsForm,
  type SettlementBankPayload,
} from './schemas';

const DASHBOARD = '/subsidiary/dashboard';

export async function fetchSettlementBanks() {
  return (await request(`${DASHBOARD}/settlement/bank/get`, { schema: settlementBanksResponse }))
    .data;
}

export function saveSettlementBankDetails(payload: SettlementBankPayload) {
  return request(`${DASHBOARD}/bank/details`, {
    method: 'POST',
    body: { ...payload, bank_id: payload.bankId },
    schema: messageResponse,
    notifySuccess: true,
  });
}

export async function fetchKycProfile() {
  return (await request(`${DASHBOARD}/kyc/profile/view`, { schema: kycProfileResponse })).data;
}

export function updateBusinessProfile(payload: BusinessProfileUpdate) {
  return request(`${DASHBOARD}/business/update`, {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function submitDirectorKyc(form: DirectorKycForm) {
  return request(`${DASHBOARD}/kyc/director/submit`, {
    method: 'POST',
    body: toFormData(form),
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function submitKycDocuments(form: KycDocumentsForm) {
  return request(`${DASHBOARD}/kyc/details/submit`, {
    method: 'POST',
    body: toFormData(form),
    schema: messageResponse,
    notifySuccess: true,
  });
}
