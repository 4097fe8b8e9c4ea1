export {
  fetchSettlementBanks,
  saveSettlementBankDetails,
  fetchKycProfile,
  updateBusinessProfile,
  submitDirectorKyc,
  submitKycDocuments,
} from './client';
export {
  useSettlementBanks,
  useKycProfile,
  useSaveSettlementBankDetails,
  useUpdateBusinessProfile,
  useSubmitDirectorKyc,
  useSubmitKycDocuments,
} from './hooks';
export { kycKeys } from './keys';
export type {
  SettlementBank,
  SettlementBankPayload,
  KycProfile,
  BusinessProfileUpdate,
  DirectorKycForm,
  KycDocumentsForm,
} from './schemas';
