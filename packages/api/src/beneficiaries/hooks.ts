import { useApiMutation, useApiQuery } from '../core';
import {
  createBeneficiary,
  deleteBeneficiary,
  fetchBeneficiaries,
  resolveBeneficiary,
  type BeneficiaryFilters,
} from './client';
import { beneficiaryKeys } from './keys';

export function useBeneficiaries(filters: BeneficiaryFilters = {}) {
  return useApiQuery(beneficiaryKeys.list(filters), () => fetchBeneficiaries(filters));
}

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
