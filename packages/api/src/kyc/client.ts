import { request } from '../core/http';
import { toFormData } from '../onboarding/formData';
import {
  type BusinessProfileUpdate,
  type DirectorKycForm,
  type KycDocumentsForm,
  type SettlementBankPayload,
} from './schemas';
import { kycOperations as op } from './operations';

export async function fetchSettlementBanks() {
  return (await request(op.fetchSettlementBanks)).data;
}

export function saveSettlementBankDetails(payload: SettlementBankPayload) {
  return request(op.saveSettlementBankDetails, {
    body: { ...payload, bank_id: payload.bankId },
    notifySuccess: true,
  });
}

export async function fetchKycProfile() {
  return (await request(op.fetchKycProfile)).data;
}

export function updateBusinessProfile(payload: BusinessProfileUpdate) {
  return request(op.updateBusinessProfile, { body: payload, notifySuccess: true });
}

export function submitDirectorKyc(form: DirectorKycForm) {
  return request(op.submitDirectorKyc, { body: toFormData(form), notifySuccess: true });
}

export function submitKycDocuments(form: KycDocumentsForm) {
  return request(op.submitKycDocuments, { body: toFormData(form), notifySuccess: true });
}
