import * as z from 'zod/mini';
import { BENEFICIARY_TYPES, beneficiariesResponse, resolveAccountResponse } from './schemas';
import { messageResponse } from '../../core/schema';
import { dateRange, defineOperations } from '../../core/operation';

const beneficiaryType = z.enum(BENEFICIARY_TYPES);

export const beneficiariesOperations = defineOperations('beneficiaries', {
  resolveBeneficiary: {
    method: 'POST',
    path: '/subsidiary/beneficiary/resolve',
    body: z.object({
      type: z.string(),
      accountNumber: z.string(),
      bankCode: z
        .string()
        .check(z.describe("A bank's code; the literal '{product}' for merchant and mobile.")),
    }),
    response: resolveAccountResponse,
  },
  fetchBeneficiaries: {
    method: 'GET',
    path: '/subsidiary/beneficiary/all',
    query: z.object({
      type: z.optional(beneficiaryType).check(z.describe('Beneficiary type filter.')),
      ...dateRange,
    }),
    response: beneficiariesResponse,
  },
  createBeneficiary: {
    method: 'POST',
    path: '/subsidiary/beneficiary/create',
    body: z.object({
      bankId: z.optional(z.string()).check(z.describe('Bank type only.')),
      countryId: z.literal(1),
      type: beneficiaryType,
      AccountName: z.string().check(z.describe('The resolved account name.')),
      accountNumber: z.string(),
    }),
    response: messageResponse,
  },
  deleteBeneficiary: {
    method: 'DELETE',
    path: '/subsidiary/beneficiary/delete/{id}',
    response: messageResponse,
  },
});
