import {
  banksResponse,
  businessCategoriesResponse,
  businessClassesResponse,
  businessSizesResponse,
  countriesResponse,
  identificationTypesResponse,
} from './schemas';
import { defineOperations } from '../core/operation';

export const referenceOperations = defineOperations('reference', {
  fetchCountries: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/countries',
    response: countriesResponse,
  },
  fetchBusinessSizes: {
    method: 'GET',
    path: '/subsidiary/dashboard/service/business-sizes',
    response: businessSizesResponse,
  },
  fetchBusinessCategories: {
    method: 'GET',
    path: '/subsidiary/dashboard/business/categories',
    response: businessCategoriesResponse,
  },
  fetchBusinessClasses: {
    method: 'GET',
    path: '/subsidiary/dashboard/business/classes',
    response: businessClassesResponse,
  },
  fetchBanks: {
    method: 'GET',
    path: '/subsidiary/dashboard/banks',
    response: banksResponse,
  },
  fetchIdentificationTypes: {
    method: 'GET',
    path: '/subsidiary/dashboard/onboarding/identification/types',
    response: identificationTypesResponse,
  },
});
