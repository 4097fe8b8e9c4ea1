import type { Random } from '../random';
import { daysAgo, emailFor, mobileNumber, personName } from './common';
import type { CustomerStatus } from '../../customers/schemas';

export interface CustomerRecord {
  id: string;
  subsidiaryId: string;
  firstName: string;
  lastName: string;
  customerName: string;
  emailAddress: string;
  mobileNumber: string;
  countryName: string;
  status: CustomerStatus;
  dateCreated: string;
}

const COUNTRIES = ['Nigeria', 'Nigeria', 'Nigeria', 'Nigeria', 'Ghana', 'United Kingdom'] as const;

export function buildCustomer(
  overrides: Partial<CustomerRecord> & Pick<CustomerRecord, 'id' | 'subsidiaryId'>,
): CustomerRecord {
  const firstName = overrides.firstName ?? 'Ngozi';
  const lastName = overrides.lastName ?? 'Eze';
  return {
    firstName,
    lastName,
    customerName: `${firstName} ${lastName}`,
    emailAddress: `${firstName}.${lastName}@gmail.com`.toLowerCase(),
    mobileNumber: '+2348030000001',
    countryName: 'Nigeria',
    status: 'Active',
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}

/** `count` customers of a business, oldest first, a few blacklisted. */
export function customersFor(
  subsidiaryId: string,
  firstId: number,
  count: number,
  random: Random,
  now: Date,
): CustomerRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const { firstName, lastName } = personName(random);
    return buildCustomer({
      id: String(firstId + index),
      subsidiaryId,
      firstName,
      lastName,
      emailAddress: emailFor(firstName, lastName, random),
      mobileNumber: mobileNumber(random),
      countryName: random.pick(COUNTRIES),
      status: index % 9 === 4 ? 'Blacklisted' : 'Active',
      dateCreated: daysAgo(now, 200 - Math.floor((index * 190) / Math.max(count, 1)), random),
    });
  });
}
