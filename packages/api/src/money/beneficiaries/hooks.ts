import { useApiMutation } from '../../core';
import { createBeneficiary, deleteBeneficiary, resolveBeneficiary } from './client';
import { beneficiaryKeys } from './keys';

/** The spec refreshes the list after a Resolve from the row menu. */
export function useResolveBeneficiary() {
  return useApiMutation('resolveBeneficiary', resolveBeneficiary, [beneficiaryKeys.all]);
}

export function useCreateBeneficiary() {
  return useApiMutation('createBeneficiary', createBeneficiary, [beneficiaryKeys.all]);
}

export function useDeleteBeneficiary() {
  return useApiMutation('deleteBeneficiary', deleteBeneficiary, [beneficiaryKeys.all]);
}
