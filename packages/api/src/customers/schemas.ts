import * as z from 'zod';
import { id, list, listResponse, numeric, optionalText } from '../core/schema';

const customer = z.object({
  id,
  customerName: z.string(),
  emailAddress: z.string(),
  mobileNumber: optionalText,
  countryName: optionalText,
  /** Active or Blacklisted. */
  status: z.string(),
  dateCreated: optionalText,
});
export type Customer = z.infer<typeof customer>;

/** `fetchCustomers` (also with ?id): items and totalItems, at the top or under data. */
export const customersResponse = listResponse(
  z.object({ items: list(customer), totalItems: numeric }),
);

export const newCustomer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
});
export type NewCustomer = z.infer<typeof newCustomer>;

export type CustomerListAction = 'blacklist' | 'whitelist';
export const customerListUpdate = z.object({
  customerEmail: z.string(),
  action: z.enum(['blacklist', 'whitelist']),
  reason: z.string(),
});

export type CustomerStatusFilter = 'Active' | 'Blacklisted';
