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

// Status tables: each entity's status -> {label, tone} for StatusBadge, its filter options and status rules.
export * from './refunds';
export * from './chargebacks/DisputesScreen';
export * from './invoices';
export type { CustomerStatusAction } from './customers/status';
// Every route path, written once (router, menu, navigate and back links).
export { PATHS } from './routes/paths';
export type { RouteId } from './routes/paths';
export * from './onboarding';

// The list kit: one filter definition, one column definition, one screen template.
export * from './list';
export * from './chargebacks';
export * from './money';
export * from './kyc';
export * from './settings';
export * from './onboarding/forms';
export * from './session';
export * from './paymentLinks';
export * from './customers';
export * from './products';
