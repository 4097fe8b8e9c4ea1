import type { AccountRecord, BusinessRecord } from '../data/auth';

/** A sign-in account row; the defaults are a verified login without 2FA. */
export function buildAccount(
  overrides: Partial<AccountRecord> & Pick<AccountRecord, 'email'>,
): AccountRecord {
  return {
    userId: `usr-${overrides.email.length}${overrides.email.charCodeAt(0)}`,
    password: 'Demo@1234',
    firstName: 'Demo',
    lastName: 'Merchant',
    mobileNumber: '+2348030000000',
    twoFactor: false,
    verified: true,
    loginHash: `lh-${overrides.email.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`,
    environment: 'Test',
    defaultSubsidiaryId: '',
    ...overrides,
  };
}

/** A business (subsidiary) row; the defaults are a Company that has not started onboarding. */
export function buildBusiness(
  overrides: Partial<BusinessRecord> & Pick<BusinessRecord, 'id' | 'name'>,
): BusinessRecord {
  return {
    description: '',
    subsidiaryLogo: undefined,
    businessType: 'Company',
    status: 'New',
    verificationStatus: 'New',
    memberEmails: [],
    supportEmail: '',
    mobileNumber: '',
    country: 'NG',
    gotStarted: false,
    legalBusinessName: overrides.name,
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}
