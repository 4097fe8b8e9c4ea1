import {
  banksResponse,
  businessCategoriesResponse,
  businessClassesResponse,
  businessSizesResponse,
  countriesResponse,
  currenciesResponse,
  identificationTypesResponse,
} from '../../reference/schemas';
import { defineOperations } from '../operation';

export const referenceOperations = defineOperations('reference', [
  {
    id: 'fetchCurrencies',
    method: 'GET',
    path: '/subsidiary/dashboard/service/currencies',
    summary: 'Currencies.',
    response: currenciesResponse,
  },
  {
    id: 'fetchCountries',
    method: 'GET',
    path: '/subsidiary/dashboard/service/countries',
    summary: 'Countries.',
    response: countriesResponse,
  },
  {
    id: 'fetchBusinessSizes',
    method: 'GET',
    path: '/subsidiary/dashboard/service/business-sizes',
    summary: 'Business sizes.',
    response: businessSizesResponse,
  },
  {
    id: 'fetchBusinessCategories',
    method: 'GET',
    path: '/subsidiary/dashboard/business/categories',
    summary: 'Business categories.',
    response: businessCategoriesResponse,
  },
  {
    id: 'fetchBusinessClasses',
    method: 'GET',
    path: '/subsidiary/dashboard/business/classes',
    summary: 'Business classes.',
    response: businessClassesResponse,
  },
  {
    id: 'fetchBanks',
    method: 'GET',
    path: '/subsidiary/dashboard/banks',
    summary: 'Banks with their codes.',
    response: banksResponse,
  },
  {
    id: 'fetchIdentificationTypes',
    method: 'GET',
    path: '/subsidiary/dashboard/onboarding/identification/types',
    summary: 'Identification document types.',
    response: identificationTypesResponse,
  },
]);
