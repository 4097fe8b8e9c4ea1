// Settings: business, payout accounts, roles, preferences, API keys and webhooks, team and businesses.
export {
  BusinessSettingsScreen,
  passwordChangeSchema,
  passwordChangeMessages,
  LOGO_RULES,
  logoMessages,
} from './BusinessSettingsScreen';
export type { BusinessSettingsScreenProps } from './BusinessSettingsScreen';
export {
  PayoutAccountsScreen,
  PAYOUT_ACCOUNTS_EMPTY_TEXT,
  bankAccountColumns,
} from './PayoutAccountsScreen';
export type { PayoutAccountsScreenProps } from './PayoutAccountsScreen';
export {
  AddBankAccountDialog,
  PAYOUT_LOOKUP_DIGITS,
  BANK_ACCOUNT_KINDS,
  addBankAccountMessages,
  addBankAccountSchema,
  readyForLookup,
} from './AddBankAccountDialog';
export type { AddBankAccountDialogProps } from './AddBankAccountDialog';
export { RolesScreen } from './RolesScreen';
export type { RolesScreenProps } from './RolesScreen';
export { RoleFormDialog, roleFormSchema, roleFormMessages } from './RoleFormDialog';
export type { RoleFormDialogProps } from './RoleFormDialog';
export { PreferencesScreen, FEE_BEARER_OPTIONS } from './PreferencesScreen';
export type { PreferencesScreenProps } from './PreferencesScreen';
export {
  ApiKeysScreen,
  NEW_KEYS_CONFIRMATION,
  displayWebhook,
  isWebAddress,
  maskSecret,
} from './ApiKeysScreen';
export type { ApiKeysScreenProps } from './ApiKeysScreen';
export {
  InviteUserDialog,
  canSubmitInvite,
  inviteMessages,
  inviteSchema,
  isEmailAddress,
} from './InviteUserDialog';
export type { InviteUserDialogProps, InviteFormValues } from './InviteUserDialog';
export {
  AddBusinessDialog,
  addBusinessMessages,
  addBusinessSchema,
  BUSINESS_LOGO_RULES,
  hasAnyValue,
  internationalMobile,
} from './AddBusinessDialog';
export type { AddBusinessDialogProps } from './AddBusinessDialog';
export type {
  ApiKeySet,
  BankAccountKind,
  BankChoice,
  BusinessInfo,
  CountryChoice,
  FeeBearerCode,
  InviteExistence,
  NewBankAccountValues,
  NewBusinessValues,
  PasswordChangeValues,
  PaymentMethodChoice,
  PayoutBankAccount,
  PermissionChoice,
  RoleDetailsView,
  RoleFormValues,
  RoleName,
  RoleTab,
  SettlementDestination,
  UserInviteValues,
} from './types';
export { UsersListScreen, USERS_EMPTY_TEXT, userColumns } from './UsersListScreen';
export type { UsersListScreenProps } from './UsersListScreen';
export {
  AuditTrailScreen,
  AUDIT_EMPTY_TEXT,
  auditColumns,
  MISSING_IP_TEXT,
} from './AuditTrailScreen';
export type { AuditTrailScreenProps } from './AuditTrailScreen';
export {
  SubsidiariesScreen,
  SUBSIDIARIES_EMPTY_TEXT,
  subsidiaryColumns,
  subsidiaryFilters,
} from './SubsidiariesScreen';
export type { SubsidiariesScreenProps } from './SubsidiariesScreen';
export type { TeamUserRow, AuditRow, SubsidiaryRow } from './types';
