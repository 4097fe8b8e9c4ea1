import { request } from '../core/http';
import { referenceOperations as op } from './operations';

export async function fetchCountries() {
  return (await request(op.fetchCountries)).data;
}

export async function fetchBusinessSizes() {
  return (await request(op.fetchBusinessSizes)).data;
}

export async function fetchBusinessCategories() {
  return (await request(op.fetchBusinessCategories)).data;
}

export async function fetchBusinessClasses() {
  return (await request(op.fetchBusinessClasses)).data;
}

export async function fetchBanks() {
  return (await request(op.fetchBanks)).banks;
}

export async function fetchIdentificationTypes() {
  return (await request(op.fetchIdentificationTypes)).data;
}
