import type { BANK_ACCOUNT_TYPES } from '@merchant/api/contract';

/** The active business as Business Information shows it (part 2, "Business settings"). */
export interface BusinessInfo {
  /** The business name. */
  name: string;
  /** The business e-mail. */
  email?: string;
  /** Individual or Company. */
  businessType?: string;
  /** The registered (legal) name. */
  legalName?: string;
  /** What the business does. */
  description?: string;
  /** New, Pending-Approval or Active. */
  status?: string;
  /** The logo's address (a URL or a data URL), absent when none is set. */
  logoUrl?: string;
}

/** 'Reset password' on the business page. */
export interface PasswordChangeValues {
  /** The current password. */
  oldPassword: string;
  /** The new password. */
  newPassword: string;
}

/** Where earnings go: the available balance (wallet) or the bank. */
export type SettlementDestination = 'wallet' | 'bank';

/** A row of the 'Bank accounts' table. */
export interface PayoutBankAccount {
  /** The account number; also the row id. */
  accountNumber: string;
  /** The name on the account. */
  accountName: string;
  /** The bank's name. */
  bankName?: string;
}

/** A bank the 'Add Bank Account' form offers. */
export interface BankChoice {
  /** The bank's id, sent as bank_id. */
  id: string;
  /** The bank's name. */
  name: string;
  /** The code the account lookup sends. */
  bankCode: string;
}

/** Savings or Current (part 2 section 9). */
type BankAccountKind = (typeof BANK_ACCOUNT_TYPES)[number];

/** What 'Add Beneficiary' sends once the name has resolved. */
export interface NewBankAccountValues {
  /** The chosen bank's id. */
  bankId: string;
  /** The 10-digit account number. */
  accountNumber: string;
  /** The resolved name; never typed. */
  accountName: string;
  /** Savings or Current. */
  accountType: BankAccountKind;
}

/** A role tab: its name and how many users hold it. */
export interface RoleTab {
  /** The role id, as text. */
  id: string;
  /** The role's name. */
  name: string;
  /** Users of this business with the role. */
  userCount: number;
}

/** The selected role's detail panel. */
export interface RoleDetailsView {
  /** The role id, as text. */
  id: string;
  /** The role's name. */
  name: string;
  /** What the role is for. */
  description?: string;
  /** Ids of its permissions, as text. */
  permissionIds: readonly string[];
}

/** A permission of the catalogue. */
export interface PermissionChoice {
  /** The permission id, as text. */
  id: string;
  /** What it allows, e.g. 'Treat chargebacks'. */
  label: string;
}

/** 'Create custom role' and 'Edit role'. */
export interface RoleFormValues {
  /** The role's name. */
  name: string;
  /** What the role is for. */
  description: string;
  /** Ids of the chosen permissions, at least one. */
  permissions: string[];
}

/** CBF customer, SBF merchant, SPLIT shared. */
export type FeeBearerCode = 'CBF' | 'SBF' | 'SPLIT';

/** A payment method the business can offer. */
export interface PaymentMethodChoice {
  /** The code sent as paymentOption. */
  code: string;
  /** The method's name. */
  name: string;
  /** Whether it is offered. */
  enabled: boolean;
}

/** The business's API keys. */
export interface ApiKeySet {
  /** Safe to share. */
  publicKey: string;
  /** Secret: masked until revealed. */
  secretKey: string;
  /** Secret: masked until revealed. */
  encryptionKey: string;
}

/** A role a user can be given, by name. */
export interface RoleName {
  /** The role's name, which the invite sends. */
  name: string;
}

/** The invite and update forms. Names and mobile only for a user new to the provider. */
export interface UserInviteValues {
  /** The user's e-mail; locked when updating. */
  email: string;
  /** The role's name. */
  role: string;
  /** First name (new users). */
  firstName?: string;
  /** Last name (new users). */
  lastName?: string;
  /** Mobile number with +234 (new users). */
  mobileNumber?: string;
}

/** Where the e-mail existence check stands in the invite flow. */
export type InviteExistence =
  | { status: 'unchecked' }
  | { status: 'checking' }
  /** '002': the user exists on another business; e-mail and role suffice. */
  | { status: 'existing-user' }
  /** Any other code: a new user, so names and mobile are needed. */
  | { status: 'new-user' }
  /** '00' or a failed check: the message to show. */
  | { status: 'error'; message: string };

/** A country of the 'Add new business' form. */
export interface CountryChoice {
  /** The short code sent as country, e.g. 'NG'. */
  code: string;
  /** The country's name. */
  name: string;
  /** Its dial code, e.g. '+234'. */
  dialCode?: string;
}

/** 'Add new business' (part 2 section 3, "Creation form"). */
export interface NewBusinessValues {
  /** name_of_subsidiary. */
  name: string;
  /** What the business does. */
  description: string;
  /** The country's short code. */
  country: string;
  /** The business e-mail. */
  email: string;
  /** The mobile as dial code plus number, e.g. '+2348031234567'. */
  mobileNumber: string;
  /** Individual or Company. */
  businessType: 'Individual' | 'Company';
  /** The png/jpg/jpeg logo, if any. */
  logo?: File;
  /** Make it the default business. */
  isDefault: boolean;
}

/** A row of the Users list (part 2 section 3, "User"). */
export interface TeamUserRow {
  /** The user id. */
  id: string;
  /** When the user was added. */
  dateAdded?: string;
  /** First and last name. */
  name?: string;
  /** The e-mail, which identifies the user. */
  email: string;
  /** The mobile number. */
  mobileNumber?: string;
  /** The role's name. */
  role?: string;
  /** Who added the user. */
  addedBy?: string;
  /** New, Active or Inactive. */
  status: string;
  /** First name, for Update Role. */
  firstName?: string;
  /** Last name, for Update Role. */
  lastName?: string;
}

/** A row of the Audit trails list. */
export interface AuditRow {
  /** A stable id for the row. */
  id: string;
  /** Who acted. */
  name?: string;
  /** Their role. */
  role?: string;
  /** Their e-mail. */
  email?: string;
  /** What they did. */
  action?: string;
  /** The kind of activity. */
  activityType?: string;
  /** Where from; 'N / A' when missing. */
  ipAddress?: string;
  /** When. */
  dateCreated: string;
}

/** A row of the Subsidiaries list. */
export interface SubsidiaryRow {
  /** The business id. */
  id: string;
  /** The business name. */
  name: string;
  /** Its support e-mail. */
  email?: string;
  /** Its country. */
  country?: string;
  /** Active, Declined, Pending-Approval, Pending-Verification or New. */
  verificationStatus?: string;
  /** Individual or Company. */
  businessType?: string;
  /** When it was created. */
  dateCreated?: string;
}
