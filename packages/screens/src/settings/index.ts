// Settings: business, payout accounts, roles, preferences, API keys and webhooks, team and businesses.
export { BusinessSettingsScreen } from './BusinessSettingsScreen';
export { PayoutAccountsScreen, bankAccountColumns } from './PayoutAccountsScreen';
export { AddBankAccountDialog } from './AddBankAccountDialog';
export { RolesScreen } from './RolesScreen';
export { RoleFormDialog } from './RoleFormDialog';
export { PreferencesScreen } from './PreferencesScreen';
export { ApiKeysScreen } from './ApiKeysScreen';
export { InviteUserDialog } from './InviteUserDialog';
export { AddBusinessDialog } from './AddBusinessDialog';
export type {
  BusinessInfo,
  FeeBearerCode,
  InviteExistence,
  NewBusinessValues,
  PasswordChangeValues,
  PermissionChoice,
  RoleFormValues,
  UserInviteValues,
} from './types';
export { UsersListScreen, userColumns } from './UsersListScreen';
export { AuditTrailScreen, auditColumns } from './AuditTrailScreen';
export { SubsidiariesScreen, subsidiaryColumns, subsidiaryFilters } from './SubsidiariesScreen';
export type { TeamUserRow } from './types';
