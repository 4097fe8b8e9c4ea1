import { dateRangeQuery, messageResponse, newestFirst, request, type DateRange } from '../core';
import {
  beneficiariesResponse,
  resolveAccountResponse,
  type AccountLookup,
  type BeneficiaryType,
  type NewBeneficiary,
} from './schemas';

/** The bank code the spec sends for merchant and mobile accounts. */
export const PRODUCT_BANK_CODE = '{product}';
/** The spec fixes the beneficiary country. */
export const BENEFICIARY_COUNTRY_ID = 1;

/** Looks up an account's name (Add beneficiary, Resolve). No toast: the name is the answer. */
export async function resolveBeneficiary({ type, accountNumber, bankCode }: AccountLookup) {
  const body = await request('/subsidiary/beneficiary/resolve', {
    method: 'POST',
    body: { type, accountNumber, bankCode },
    schema: resolveAccountResponse,
  });
  return { accountName: body.data.accountName, message: body.message };
}

export interface BeneficiaryFilters {
  type?: BeneficiaryType;
  dateRange?: DateRange;
}

export async function fetchBeneficiaries(filters: BeneficiaryFilters = {}) {
  const body = await request('/subsidiary/beneficiary/all', {
    query: { type: filters.type, ...dateRangeQuery(filters.dateRange) },
    schema: beneficiariesResponse,
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.total_items ?? body.data.items.length,
  };
}

export function createBeneficiary({ type, accountName, accountNumber, bankId }: NewBeneficiary) {
  return request('/subsidiary/beneficiary/create', {
    method: 'POST',
    body: {
      ...(type === 'Bank' ? { bankId } : {}),
      countryId: BENEFICIARY_COUNTRY_ID,
      type,
      AccountName: accountName,
      accountNumber,
    },
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function deleteBeneficiary(id: string) {
  return request(`/subsidiary/beneficiary/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageResponse,
    notifySuccess: true,
  });
}
