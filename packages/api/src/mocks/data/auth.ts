import { defineTable } from '../db';
import { buildAccount, buildBusiness } from '../factories/auth';
import type { SandboxSession } from '../sessions';

export { DEMO_ACCOUNTS, DEMO_BUSINESS_IDS, DEMO_INVITATION_TOKEN, DEMO_OTP } from '../demo';
import { DEMO_ACCOUNTS, DEMO_BUSINESS_IDS, DEMO_INVITATION_TOKEN } from '../demo';
import type { EnvironmentName } from '../../shell/profile/schemas';
import type {
  BusinessStatus,
  SubsidiaryVerificationStatus,
} from '../../settings/subsidiaries/statuses';

export interface AccountRecord {
  userId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  twoFactor: boolean;
  /** Set by the business-email verification link; the sandbox lets unverified accounts sign in. */
  verified: boolean;
  loginHash: string;
  /** Test or Live: per login, changed by the environment toggle. */
  environment: EnvironmentName;
  /** The business marked isDefault; set-subsidiary moves it. */
  defaultSubsidiaryId: string;
}

type VerificationStatus = SubsidiaryVerificationStatus;

export interface BusinessRecord {
  id: string;
  name: string;
  description: string;
  subsidiaryLogo: string | undefined;
  businessType: 'Individual' | 'Company';
  status: BusinessStatus;
  verificationStatus: VerificationStatus;
  /** Logins that hold this business (owner first). */
  memberEmails: string[];
  supportEmail: string;
  mobileNumber: string;
  country: string;
  /** False until the get-started form is sent: /me then answers routeToGetStarted true. */
  gotStarted: boolean;
  legalBusinessName: string;
  dateCreated: string;
  businessSize?: string;
  businessCategoryId?: string;
  isDeveloper?: boolean;
  referralCode?: string;
}

export const accounts = defineTable<AccountRecord>('accounts', () => [
  buildAccount({
    userId: 'usr-1001',
    email: DEMO_ACCOUNTS.twoFactor.email,
    password: DEMO_ACCOUNTS.twoFactor.password,
    firstName: 'Adaeze',
    lastName: 'Okafor',
    mobileNumber: '+2348031234567',
    twoFactor: true,
    loginHash: 'lh-7f3a91c2',
    defaultSubsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
  }),
  buildAccount({
    userId: 'usr-1002',
    email: DEMO_ACCOUNTS.noTwoFactor.email,
    password: DEMO_ACCOUNTS.noTwoFactor.password,
    firstName: 'Tunde',
    lastName: 'Bello',
    mobileNumber: '+2349051234567',
    loginHash: 'lh-2b8e44d0',
    defaultSubsidiaryId: DEMO_BUSINESS_IDS.naijaThreads,
  }),
]);

export const businesses = defineTable<BusinessRecord>('businesses', ({ now }) => {
  const created = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return [
    buildBusiness({
      id: DEMO_BUSINESS_IDS.lagosFreshFoods,
      name: 'Lagos Fresh Foods Ltd',
      description: 'Farm-fresh produce delivered across Lagos',
      status: 'Active',
      verificationStatus: 'Active',
      memberEmails: [DEMO_ACCOUNTS.twoFactor.email],
      supportEmail: 'support@lagosfreshfoods.ng',
      mobileNumber: '+2348031234567',
      gotStarted: true,
      legalBusinessName: 'Lagos Fresh Foods Limited',
      dateCreated: created(400),
      businessSize: '11-50',
      businessCategoryId: '1',
      isDeveloper: false,
    }),
    buildBusiness({
      id: DEMO_BUSINESS_IDS.adaezeCatering,
      name: 'Adaeze Catering Services',
      description: 'Event catering in Lekki and Victoria Island',
      businessType: 'Individual',
      memberEmails: [DEMO_ACCOUNTS.twoFactor.email],
      supportEmail: 'hello@adaezecatering.ng',
      mobileNumber: '+2348031234567',
      gotStarted: true,
      dateCreated: created(40),
      businessSize: '1-10',
      businessCategoryId: '1',
      isDeveloper: false,
    }),
    buildBusiness({
      id: DEMO_BUSINESS_IDS.naijaThreads,
      name: 'Naija Threads Enterprise',
      description: 'Ankara and aso-oke tailoring, shipped nationwide',
      status: 'Active',
      verificationStatus: 'Active',
      memberEmails: [DEMO_ACCOUNTS.noTwoFactor.email],
      supportEmail: 'tunde@naijathreads.ng',
      mobileNumber: '+2349051234567',
      gotStarted: true,
      legalBusinessName: 'Naija Threads Enterprise',
      dateCreated: created(220),
      businessSize: '1-10',
      businessCategoryId: '2',
      isDeveloper: false,
    }),
  ];
});

/** Pending invitations (users/verify). Group B's user invitations insert rows here. */
export interface InvitationRecord {
  token: string;
  email: string;
  subsidiaryId: string;
  firstName: string;
  lastName: string;
}

export const invitations = defineTable<InvitationRecord>('invitations', () => [
  {
    token: DEMO_INVITATION_TOKEN,
    email: 'ngozi.eze@lagosfreshfoods.ng',
    subsidiaryId: DEMO_BUSINESS_IDS.lagosFreshFoods,
    firstName: 'Ngozi',
    lastName: 'Eze',
  },
]);

export function findAccount(email: string): AccountRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return accounts.find((row) => row.email === wanted);
}

/** The businesses a login holds, in creation order. */
export function businessesOf(email: string): BusinessRecord[] {
  return businesses.filter((row) => row.memberEmails.includes(email));
}

/** The business a session acts on (the handlers' scope for every business list). */
export function sessionBusiness(session: SandboxSession): BusinessRecord | undefined {
  return businesses.find((row) => row.id === session.subsidiaryId);
}

/** The sandbox's business-email verification token for an email (the 'Verify Test Mode' link). */
export function sandboxVerificationToken(email: string): string {
  return btoa(email.toLowerCase()).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function emailFromVerificationToken(token: string): string | undefined {
  try {
    return atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
}
