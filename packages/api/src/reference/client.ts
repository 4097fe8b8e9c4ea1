import { request } from '../core/http';
import {
  banksResponse,
  businessCategoriesResponse,
  businessClassesResponse,
  businessSizesResponse,
  countriesResponse,
  currenciesResponse,
  identificationTypesResponse,
} from './schemas';

export async function fetchCurrencies() {
  return (await request('/subsidiary/dashboard/service/currencies', { schema: currenciesResponse }))
    .data;
}

export async function fetchCountries() {
  return (await request('/subsidiary/dashboard/service/countries', { schema: countriesResponse }))
    .data;
}

export async function fetchBusinessSizes() {
  return (
    await request('/subsidiary/dashboard/service/business-sizes', { schema: businessSizesResponse })
  ).data;
}

export async function fetchBusinessCategories() {
  return (
    await request('/subsidiary/dashboard/business/categories', {
      schema: businessCategoriesResponse,
    })
  ).data;
}

export async function fetchBusinessClasses() {
  return (
    await request('/subsidiary/dashboard/business/classes', { schema: businessClassesResponse })
  ).data;
}

export async function fetchBanks() {
  return (await request('/subsidiary/dashboard/banks', { schema: banksResponse })).banks;
}

export async function fetchIdentificationTypes() {
  return (
    await request('/subsidiary/dashboard/onboarding/identification/types', {
      schema: identificationTypesResponse,
    })
  ).data;
}
