import { fixtureFile } from '../forms/fixtureFile';
import type {
  ApiKeySet,
  AuditRow,
  SubsidiaryRow,
  TeamUserRow,
  BankChoice,
  BusinessInfo,
  CountryChoice,
  PaymentMethodChoice,
  PayoutBankAccount,
  PermissionChoice,
  RoleDetailsView,
  RoleTab,
} from './types';

/** A small PNG (the 8-byte signature), for upload stories. */
export const pngFile = (name = 'logo.png', size = 8) => fixtureFile('png', name, size);

/** The active business, every field filled, with overrides. */
export function buildBusinessInfo(overrides: Partial<BusinessInfo> = {}): BusinessInfo {
  return {
    name: 'Lagos Fresh Foods',
    email: 'hello@lagosfreshfoods.ng',
    businessType: 'Company',
    legalName: 'Lagos Fresh Foods Ltd',
    description: 'Fresh produce delivered across Lagos.',
    status: 'Active',
    logoUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%2316a34a"/></svg>',
    ...overrides,
  };
}

export const BANK_CHOICES: BankChoice[] = [
  { id: '1', name: 'Access Bank', bankCode: '044' },
  { id: '2', name: 'First Bank of Nigeria', bankCode: '011' },
  { id: '3', name: 'Guaranty Trust Bank', bankCode: '058' },
];

export const PAYOUT_ACCOUNTS: PayoutBankAccount[] = [
  { accountNumber: '0123456789', accountName: 'LAGOS FRESH FOODS LTD', bankName: 'Access Bank' },
  {
    accountNumber: '2034567891',
    accountName: 'LAGOS FRESH FOODS LTD',
    bankName: 'First Bank of Nigeria',
  },
];

export const PERMISSION_CHOICES: PermissionChoice[] = [
  'View dashboard',
  'View transactions',
  'Export transactions',
  'Log refunds',
  'Treat chargebacks',
  'Manage users',
].map((label, index) => ({ id: String(index + 1), label }));

export const ROLE_TABS: RoleTab[] = [
  { id: '9', name: 'Administrator', userCount: 1 },
  { id: '10', name: 'Operations', userCount: 3 },
  { id: '11', name: 'Finance', userCount: 0 },
];

/** A role's detail panel, with overrides. */
export function buildRoleDetails(overrides: Partial<RoleDetailsView> = {}): RoleDetailsView {
  return {
    id: '9',
    name: 'Administrator',
    description: 'Full access to the business',
    permissionIds: ['1', '2', '5'],
    ...overrides,
  };
}

export const PAYMENT_METHODS: PaymentMethodChoice[] = [
  { code: 'CARD', name: 'Card', enabled: true },
  { code: 'BANK_TRANSFER', name: 'Bank Transfer', enabled: true },
  { code: 'USSD', name: 'USSD', enabled: false },
];

export const API_KEYS: ApiKeySet = {
  publicKey: 'pk_test_5f1c2a9e7b3d4c6a8e0f',
  secretKey: 'sk_test_9a8b7c6d5e4f3a2b1c0d',
  encryptionKey: 'enc_test_1a2b3c4d5e6f7a8b',
};

export const COUNTRY_CHOICES: CountryChoice[] = [
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'GH', name: 'Ghana', dialCode: '+233' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
];

/** A team user, with overrides. */
export function buildTeamUser(overrides: Partial<TeamUserRow> = {}): TeamUserRow {
  return {
    id: '4101',
    dateAdded: '2026-11-02T10:15:00Z',
    name: 'Ngozi Eze',
    firstName: 'Ngozi',
    lastName: 'Eze',
    email: 'ngozi@lagosfresh.ng',
    mobileNumber: '+2348031234567',
    role: 'Operations',
    addedBy: 'Ada Okafor',
    status: 'Active',
    ...overrides,
  };
}

/** An audit entry, with overrides. */
export function buildAuditRow(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    id: '1',
    name: 'Ada Okafor',
    role: 'Administrator',
    email: 'ada@lagosfresh.ng',
    action: 'Generated new API keys',
    activityType: 'API Keys',
    ipAddress: '102.89.34.10',
    dateCreated: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

/** A business of the login, with overrides. */
export function buildSubsidiaryRow(overrides: Partial<SubsidiaryRow> = {}): SubsidiaryRow {
  return {
    id: '101',
    name: 'Lagos Fresh Foods',
    email: 'support@lagosfreshfoods.ng',
    country: 'NG',
    verificationStatus: 'Active',
    businessType: 'Company',
    dateCreated: '2026-01-10T09:00:00Z',
    ...overrides,
  };
}

/** The data a list hook hands a complete list. */
export const listOf = <Row>(rows: Row[]) => ({
  status: 'ready' as const,
  data: { rows, total: rows.length, complete: true },
});
