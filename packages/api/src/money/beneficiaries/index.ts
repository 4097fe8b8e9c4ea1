export { resolveBeneficiary, fetchBeneficiaries, PRODUCT_BANK_CODE } from './client';
export { useResolveBeneficiary, useCreateBeneficiary, useDeleteBeneficiary } from './hooks';
export { beneficiaryKeys } from './keys';
export { BENEFICIARY_TYPES } from './schemas';
