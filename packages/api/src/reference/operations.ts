import {
  banksResponse,
  businessCategoriesResponse,
  businessClassesResponse,
  businessSizesResponse,
  countriesResponse,
  currenciesResponse,
  identificationTypesResponse,
} from './schemas';
import { defineOperations } from '../core/operation';

export const referenceOperations = defineOperations('reference', {
  fetchCurrencies: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/currencies',
    summary: 'Currencies.',
    response: currenciesResponse,
  },
  fetchCountries: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/countries',
    summary: 'Countries.',
    response: countriesResponse,
  },
  fetchBusinessSizes: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/business-sizes',
    summary: 'Business sizes.',
    response: businessSizesResponse,
  },
  fetchBusinessCategories: {
    method: 'GET',
    path: '/subsidiary/dashboard/business/categories',
    summary: 'Business categories.',
    response: businessCategoriesResponse,
  },
  fetchBusinessClasses: {
    method: 'GET',
    path: '/subsidiary/dashboard/business/classes',
    summary: 'Business classes.',
    response: businessClassesResponse,
  },
  fetchBanks: {
    method: 'GET',
    path: '/subsidiary/dashboard/banks',
    summary: 'Banks with their codes.',
    response: banksResponse,
  },
  fetchIdentificationTypes: {
    method: 'GET',
    path: '/subsidiary/dashboard/onboarding/identification/types',
    summary: 'Identification document types.',
    response: identificationTypesResponse,
  },
});
