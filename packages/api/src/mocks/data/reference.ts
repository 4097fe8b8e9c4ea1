import { BANKS } from '../factories/common';

/** Reference lists: fixed, so plain constants rather than tables. */
export const CURRENCIES = [
  { id: 1, name: 'Nigerian Naira', shortName: 'NGN', symbol: '₦' },
  { id: 2, name: 'US Dollar', shortName: 'USD', symbol: '$' },
  { id: 3, name: 'British Pound', shortName: 'GBP', symbol: '£' },
  { id: 4, name: 'Euro', shortName: 'EUR', symbol: '€' },
] as const;

export const COUNTRIES = [
  { name: 'Nigeria', shortName: 'NG', short_name: 'NG', country_code: '+234' },
  { name: 'Ghana', shortName: 'GH', short_name: 'GH', country_code: '+233' },
  { name: 'Kenya', shortName: 'KE', short_name: 'KE', country_code: '+254' },
  { name: 'South Africa', shortName: 'ZA', short_name: 'ZA', country_code: '+27' },
  { name: 'United Kingdom', shortName: 'GB', short_name: 'GB', country_code: '+44' },
  { name: 'United States', shortName: 'US', short_name: 'US', country_code: '+1' },
] as const;

export const BUSINESS_SIZES = [
  { name: '1-10' },
  { name: '11-50' },
  { name: '51-200' },
  { name: '201-500' },
  { name: '500+' },
] as const;

export const BUSINESS_CATEGORIES = [
  {
    id: 1,
    name: 'Food & Beverages',
    description: 'Restaurants, groceries, catering and farm produce',
  },
  { id: 2, name: 'Fashion & Apparel', description: 'Clothing, fabrics, shoes and accessories' },
  { id: 3, name: 'Technology', description: 'Software, electronics and digital services' },
  { id: 4, name: 'Health & Pharmacy', description: 'Pharmacies, clinics and wellness' },
  { id: 5, name: 'Logistics', description: 'Delivery, haulage and warehousing' },
  { id: 6, name: 'Education', description: 'Schools, training and tutoring' },
  { id: 7, name: 'Agriculture', description: 'Farming, agro-processing and supplies' },
  { id: 8, name: 'Professional Services', description: 'Consulting, legal and accounting' },
] as const;

export const BUSINESS_CLASSES = [
  { id: 1, name: 'Private Limited Company (Ltd)' },
  { id: 2, name: 'Public Limited Company (Plc)' },
  { id: 3, name: 'Business Name (Enterprise)' },
  { id: 4, name: 'Incorporated Trustees (NGO)' },
  { id: 5, name: 'Company Limited by Guarantee' },
] as const;

export const IDENTIFICATION_TYPES = [
  { id: 1, name: 'National Identity Number (NIN)' },
  { id: 2, name: "Driver's Licence" },
  { id: 3, name: 'International Passport' },
  { id: 4, name: "Permanent Voter's Card" },
] as const;

export { BANKS };

export function currencyById(id: unknown) {
  return CURRENCIES.find(
    (currency) => String(currency.id) === String(id) || currency.shortName === id,
  );
}

export function bankById(id: unknown) {
  return BANKS.find((bank) => bank.id === String(id) || bank.bankCode === String(id));
}
