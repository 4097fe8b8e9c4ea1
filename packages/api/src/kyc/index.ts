export { fetchSettlementBanks } from './client';
export {
  useSettlementBanks,
  useKycProfile,
  useSaveSettlementBankDetails,
  useUpdateBusinessProfile,
  useSubmitDirectorKyc,
  useSubmitKycDocuments,
} from './hooks';
export { kycKeys } from './keys';
