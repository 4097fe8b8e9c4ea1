export {
  resolveBeneficiary,
  fetchBeneficiaries,
  createBeneficiary,
  deleteBeneficiary,
  PRODUCT_BANK_CODE,
  BENEFICIARY_COUNTRY_ID,
} from './client';
export type { BeneficiaryFilters } from './client';
export {
  useBeneficiaries,
  useResolveBeneficiary,
  useCreateBeneficiary,
  useDeleteBeneficiary,
} from './hooks';
export { beneficiaryKeys } from './keys';
export type { Beneficiary, BeneficiaryType, AccountLookup, NewBeneficiary } from './schemas';
