// The public API of @merchant/screens: every screen, dialog, wizard and form, by name.
export type { RemoteData, SubmitState } from './types';
export { useAccountLookup } from './forms/useAccountLookup';

// Access: the public routes (sign in, sign up, verification, two-step sign-in, reset, invitations).
export { SignInScreen } from './access/SignInScreen';
export { SignUpScreen } from './access/SignUpScreen';
export { VerifyEmailScreen } from './access/VerifyEmailScreen';
export { TwoFactorSignInScreen } from './access/TwoFactorSignInScreen';
export { ResetPasswordScreen } from './access/ResetPasswordScreen';
export {
  AcceptInvitationScreen,
  generateInvitationPassword,
} from './access/AcceptInvitationScreen';
export { OnboardingEmailVerificationScreen } from './access/OnboardingEmailVerificationScreen';
export type {
  SignInValues,
  SignUpPayload,
  ResetRequestValues,
  CompleteSignInValues,
  ResetPasswordValues,
  AcceptInvitationValues,
  InvitationVerification,
} from './access/types';

// Shared list props: sort, pagination, selection, filters and export, owned by the app's URL.
export type { ListSort, ListPage } from './types';

// Shell: the dashboard frame, its menu table and link rules, and the in-shell fallbacks.
export { DashboardShellScreen } from './shell/DashboardShellScreen';
export type { DataSaverSwitch } from './shell/DashboardShellScreen';
export {
  PendingWorkButton,
  PendingWorkPanel,
  PENDING_WORK_LISTS,
  pendingWorkCount,
  urgentChargebacks,
} from './shell/PendingWork';
export type { PendingWork } from './shell/PendingWork';
export { ShortcutsDialog } from './shell/ShortcutsDialog';
export { UpdateOffer } from './shell/UpdateOffer';
export { GO_SHORTCUTS } from './shell/shortcuts';
export { NotFoundScreen } from './shell/NotFoundScreen';
export { RouteErrorScreen } from './shell/RouteErrorScreen';
export { SearchPalette, pageDestinations } from './shell/SearchPalette';
export type { PageDestination, ShownRecord } from './shell/SearchPalette';
// Each list's status table, which the search reads with that list's code.
export { transactionStatusMap } from './transactions/status';
export { refundStatusMap } from './refunds/status';
export { payoutStatusMap } from './money/payouts/status';
export { settlementStatusMap } from './money/settlements/status';
export { chargebackStatusMap } from './chargebacks/status';
export { customerStatusMap } from './customers/status';
export { paymentLinkStatusMap } from './paymentLinks/status';
export { invoiceStatusMap } from './invoices/status';
export type { ShellOnboardingState } from './shell/onboardingLink';
export type { DashboardEnvironment, ShellBusiness, ShellNotification } from './shell/types';

// Transactions: the list, the details page and the refund dialog (the first business list).
export { transactionFilters } from './transactions/filters';
export type { TransactionRow, RefundValues } from './transactions/types';
export { TransactionListScreen, transactionColumns } from './transactions/TransactionListScreen';
export { TransactionDetailsScreen } from './transactions/TransactionDetailsScreen';
export { RefundDialog } from './transactions/RefundDialog';
// Home: the dashboard home with its figure cards and the lazily loaded inflow/outflow chart.
export { HomeScreen } from './home/HomeScreen';
export type { FlowPeriod, FlowExportFormat } from './home/types';

// Refunds, disputes and invoices: their lists, details, dialogs and the invoice wizard.
export {
  refundFilters,
  refundColumns,
  refundLogColumns,
  refundRowId,
  RefundListScreen,
  RefundLogListScreen,
  RefundDetailsDialog,
  LogRefundDialog,
  BulkRefundDialog,
  RefundDetailsScreen,
} from './refunds';
export type { RefundRow } from './refunds';
export { DisputesScreen } from './chargebacks/DisputesScreen';
export { invoiceFilters, invoiceColumns, InvoiceListScreen, NewInvoiceWizard } from './invoices';
// A customer's status action (blacklist or whitelist), which its status dialog takes.
export type { CustomerStatusAction } from './customers/status';
// Every route path, written once (router, menu, navigate and back links).
export { PATHS } from './routes/paths';
export type { RouteId } from './routes/paths';
// Onboarding: the frame of every onboarding page, get-started, the checklist, terms and the tour.
export {
  OnboardingPageLayout,
  ONBOARDING_BACK_LABEL,
  CHECKLIST_LINK_LABEL,
  OnboardingChecklistScreen,
  GetStartedScreen,
  TermsScreen,
  TourScreen,
} from './onboarding';
export type { OnboardingBusinessType, GoLiveAvailability, GetStartedValues } from './onboarding';

// The list kit: one filter definition, one column definition, one screen template.
export {
  ListScreen,
  dateRangeFilter,
  defineFilters,
  selectFilter,
  textFilter,
  filterParamKeys,
  filtersFromParams,
  filtersToParams,
  filtersToQuery,
  defineSearchParam,
  flagSearchParam,
  textSearchParam,
  amountColumn,
  columnDetails,
  dateColumn,
  referenceColumn,
  statusColumn,
  textColumn,
  toExportColumns,
  chooseColumns,
} from './list';
export type {
  ListViewProps,
  FilterDefinition,
  FilterFields,
  FilterQuery,
  FilterValues,
  ListColumn,
  ListData,
  RowsProgress,
  ListViews,
} from './list';
// Chargebacks: the list, the details page, the 'Treat Chargeback' dialog and the summary.
export {
  ChargebackDetailsScreen,
  TreatChargebackDialog,
  ChargebackListScreen,
  chargebackColumns,
  ChargebackSummaryDialog,
  chargebackFilters,
  presetChargebackFilters,
} from './chargebacks';
export type { ChargebackDetails, ChargebackTreatmentValues, ChargebackRow } from './chargebacks';
// Money: balances, payouts and transfers, beneficiaries and their dialogs, and reconciliation.
export {
  TransferDialog,
  PayoutVerifyDialog,
  MoneyOutcomeNotice,
  MoneyOutcomeDialog,
  WalletFundingDialog,
  BalancesScreen,
  TOP_UP_CURRENCY,
  TransfersScreen,
  settlementFilters,
  balanceHistoryFilters,
  payoutFilters,
  beneficiaryFilters,
  pendingApprovalFilters,
  fundingFilters,
  virtualAccountFilters,
  transferFilters,
  rollingReserveFilters,
  PayoutListScreen,
  TransferListScreen,
  payoutRowId,
  payoutColumns,
  transferColumns,
  PayoutDetailsDialog,
  SettlementListScreen,
  settlementColumns,
  settlementRowId,
  SettlementDetailsDialog,
  BalanceHistoryListScreen,
  balanceHistoryColumns,
  balanceHistoryRowId,
  BalanceDetailsDialog,
  RollingReserveListScreen,
  rollingReserveColumns,
  RollingReserveDetailsDialog,
  BeneficiaryListScreen,
  beneficiaryColumns,
  AddBeneficiaryDialog,
  BeneficiaryConfirmDialog,
  VirtualAccountListScreen,
  virtualAccountColumns,
  matchesVirtualAccountSearch,
  NewVirtualAccountDialog,
  PendingApprovalListScreen,
  pendingApprovalColumns,
  FundingHistoryListScreen,
  fundingColumns,
  FundBalanceDialog,
  ExplainLineDialog,
  reconciliationFilters,
  ReconciliationScreen,
  reconciliationColumns,
} from './money';
export type {
  PayoutRecipient,
  AccountQuery,
  PayoutInstruction,
  MoneyWallet,
  PayoutRow,
  SettlementRow,
  BalanceHistoryRow,
  RollingReserveRow,
  BeneficiaryRow,
  MoneyOutcomeDialogProps,
  MoneyNotice,
  MoneyRecordRow,
  BeneficiaryAction,
  ColumnMapping,
  ReconciliationLine,
  ReconciliationProgress,
  ReconciliationTotal,
  StatementLayout,
  StatementRole,
  ReconciliationStage,
  ConfirmedMapping,
} from './money';
// KYC: bank details, business registration with its shareholders, and the tabbed KYC screen.
export {
  BankDetailsForm,
  BankDetailsScreen,
  ShareholderDialog,
  BusinessRegistrationScreen,
  REGISTRATION_TEXT_FIELDS,
  BusinessProfileForm,
  profileMessages,
  DirectorForm,
  directorMessages,
  KycDocumentsForm,
  ComplianceScreen,
  nextAfterSave,
  toKycTab,
} from './kyc';
export type {
  AccountLookupQuery,
  BankDetailsPayload,
  BankOption,
  SavedBankAccount,
  RegistrationDocumentField,
  ShareholderValues,
  ShareholderDialogState,
  SavedRegistration,
  RegistrationSubmission,
  OnboardingBankDetails,
  TabSave,
  KycTab,
} from './kyc';
// Settings: business, payout accounts, roles, preferences, API keys and webhooks, team and businesses.
export {
  BusinessSettingsScreen,
  PayoutAccountsScreen,
  bankAccountColumns,
  AddBankAccountDialog,
  RolesScreen,
  RoleFormDialog,
  PreferencesScreen,
  ApiKeysScreen,
  InviteUserDialog,
  AddBusinessDialog,
  UsersListScreen,
  userColumns,
  AuditTrailScreen,
  auditColumns,
  SubsidiariesScreen,
  subsidiaryColumns,
  subsidiaryFilters,
} from './settings';
export type {
  BusinessInfo,
  FeeBearerCode,
  InviteExistence,
  NewBusinessValues,
  PasswordChangeValues,
  PermissionChoice,
  RoleFormValues,
  UserInviteValues,
  TeamUserRow,
} from './settings';
// Onboarding forms: Primary Identity Information, Contact Information and Business information.
export {
  PersonalInformationScreen,
  PERSONAL_TEXT_FIELDS,
  ContactInformationScreen,
  CONTACT_TEXT_FIELDS,
  BusinessInformationScreen,
  BUSINESS_TEXT_FIELDS,
} from './onboarding/forms';
export type { PersonalInformationData } from './onboarding/forms';
// Session: the warning before an idle sign-out.
export { IdleWarningDialog } from './session';
// Payment links, customers and products: their lists, details and dialogs.
export {
  paymentLinkFilters,
  paymentLinkColumns,
  PaymentLinkListScreen,
  CreatePaymentLinkDialog,
  PaymentLinkDetailsDialog,
  PaymentLinkStatusDialog,
} from './paymentLinks';
export type { PaymentLinkRow, PaymentLinkStatusAction } from './paymentLinks';
export {
  customerFilters,
  customerOrderFilters,
  customerColumns,
  customerOrderColumns,
  CustomerListScreen,
  NewCustomerDialog,
  CustomerStatusDialog,
  CustomerDetailsScreen,
} from './customers';
export type { CustomerOrderFilters, CustomerRow } from './customers';
export {
  productFilters,
  productColumns,
  ProductListScreen,
  PRODUCTS_EMPTY_TEXT,
  DeleteProductDialog,
  NewProductScreen,
} from './products';
export type {
  NewProductValues,
  ProductRow,
  ProductListScreenProps,
  DeleteProductDialogProps,
  NewProductScreenProps,
} from './products';
