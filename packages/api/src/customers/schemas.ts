import * as z from 'zod/mini';
import { id, list, listResponse, numeric, optionalText, status } from '../core/schema';

/** The customer statuses of part 1 section 4. */
export const CUSTOMER_STATUSES = ['Active', 'Blacklisted'] as const;
/** A status the spec names for a customer. */
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const customer = z.object({
  id,
  customerName: z.string(),
  emailAddress: z.string(),
  mobileNumber: optionalText,
  countryName: optionalText,
  /** One of CUSTOMER_STATUSES, or another word the server sends. */
  status: status(CUSTOMER_STATUSES),
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

/** The customer status filter sends a customer status (part 1 section 9). */
export type CustomerStatusFilter = CustomerStatus;
