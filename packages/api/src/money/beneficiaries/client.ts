import { dateRangeQuery, newestFirst, request, type DateRangeQuery } from '../../core';
import { type AccountLookup, type BeneficiaryType, type NewBeneficiary } from './schemas';
import { beneficiariesOperations as op } from './operations';

/** The bank code the spec sends for merchant and mobile accounts. */
export const PRODUCT_BANK_CODE = '{product}';
/** The spec fixes the beneficiary country. */
const BENEFICIARY_COUNTRY_ID = 1;

/** Looks up an account's name (Add beneficiary, Resolve). No toast: the name is the answer. */
export async function resolveBeneficiary({ type, accountNumber, bankCode }: AccountLookup) {
  const body = await request(op.resolveBeneficiary, { body: { type, accountNumber, bankCode } });
  return { accountName: body.data.accountName, message: body.message };
}

export interface BeneficiaryFilters {
  type?: BeneficiaryType;
  dateRange?: DateRangeQuery;
}

export async function fetchBeneficiaries(filters: BeneficiaryFilters = {}) {
  const body = await request(op.fetchBeneficiaries, {
    query: { type: filters.type, ...dateRangeQuery(filters.dateRange) },
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.total_items ?? body.data.items.length,
  };
}

export function createBeneficiary({ type, accountName, accountNumber, bankId }: NewBeneficiary) {
  return request(op.createBeneficiary, {
    body: {
      ...(type === 'Bank' ? { bankId } : {}),
      countryId: BENEFICIARY_COUNTRY_ID,
      type,
      AccountName: accountName,
      accountNumber,
    },
    notifySuccess: true,
  });
}

export function deleteBeneficiary(id: string) {
  return request(op.deleteBeneficiary, { params: { id }, notifySuccess: true });
}
