import { newestFirst, request } from '../../core';
import { type NewSubsidiary } from './schemas';
import { subsidiariesOperations as op } from './operations';

/** Every business of the login, newest first. */
export async function fetchSubsidiaries() {
  const body = await request(op.fetchSubsidiaries);
  const { subsidiaries, total } = body.subsidiaryDetails;
  return { items: newestFirst(subsidiaries), total: total ?? subsidiaries.length };
}

/** Multipart with the spec's field names. */
export function createSubsidiary(business: NewSubsidiary) {
  const form = new FormData();
  form.append('name_of_subsidiary', business.name);
  form.append('description', business.description);
  form.append('country', business.country);
  form.append('email', business.email);
  if (business.image) form.append('image', business.image);
  form.append('business_type', business.businessType);
  form.append('business_id', business.businessId);
  form.append('is_Default', String(business.isDefault));
  form.append('mobile_number', business.mobileNumber);
  return request(op.createSubsidiary, { body: form, notifySuccess: true });
}
