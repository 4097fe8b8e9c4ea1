// The public API of @merchant/screens: every screen, dialog, wizard and form, by name.
export type { RemoteData, SubmitState } from './types';
export { useAccountLookup, type AccountLookupState } from './forms/useAccountLookup';

// Access: the public routes (sign in, sign up, verification, two-step sign-in, reset, invitations).
export { AuthLayout, PRODUCT_NAME } from './access/components/AuthLayout';
export type { AuthLayoutProps } from './access/components/AuthLayout';
export { SignInScreen, canSubmitSignIn } from './access/SignInScreen';
export type { SignInScreenProps } from './access/SignInScreen';
export { ForgotPasswordRequestDialog, canRequestReset } from './access/ForgotPasswordRequestDialog';
export type { ForgotPasswordRequestDialogProps } from './access/ForgotPasswordRequestDialog';
export { SignUpScreen, signUpSchema, signUpMessages, toSignUpPayload } from './access/SignUpScreen';
export type { SignUpScreenProps, SignUpFormValues } from './access/SignUpScreen';
export { VerifyEmailScreen } from './access/VerifyEmailScreen';
export type { VerifyEmailScreenProps } from './access/VerifyEmailScreen';
export {
  TwoFactorSignInScreen,
  COMPLETE_SIGN_IN_ERROR,
  OTP_MIN_LENGTH,
} from './access/TwoFactorSignInScreen';
export type { TwoFactorSignInScreenProps } from './access/TwoFactorSignInScreen';
export { ResetPasswordScreen, canResetPassword } from './access/ResetPasswordScreen';
export type { ResetPasswordScreenProps } from './access/ResetPasswordScreen';
export {
  AcceptInvitationScreen,
  INVITATION_PASSWORD_PREFIX,
  generateInvitationPassword,
} from './access/AcceptInvitationScreen';
export type { AcceptInvitationScreenProps } from './access/AcceptInvitationScreen';
export { OnboardingEmailVerificationScreen } from './access/OnboardingEmailVerificationScreen';
export type { OnboardingEmailVerificationScreenProps } from './access/OnboardingEmailVerificationScreen';
export type {
  SignInValues,
  SignUpPayload,
  ResetRequestValues,
  ResetRequestState,
  CompleteSignInValues,
  ResetPasswordValues,
  AcceptInvitationValues,
  InvitationVerification,
  EmailVerificationResult,
} from './access/types';

// Shared list props: sort, pagination, selection, filters and export, owned by the app's URL.
export type {
  DateRange,
  ListSort,
  ListPage,
  ListRows,
  ListExportFormat,
  ListSortProps,
  ListPaginationProps,
  ListSelectionProps,
  ListFilterProps,
  ListExportProps,
} from './types';

// Shell: the dashboard frame, its menu table and link rules, and the in-shell fallbacks.
export { DashboardShellScreen } from './shell/DashboardShellScreen';
export type { DashboardShellScreenProps } from './shell/DashboardShellScreen';
export { NotFoundScreen } from './shell/NotFoundScreen';
export type { NotFoundScreenProps } from './shell/NotFoundScreen';
export { RouteErrorScreen } from './shell/RouteErrorScreen';
export type { RouteErrorScreenProps } from './shell/RouteErrorScreen';
export { dashboardMenu, activeMenuHref, HOME_HREF } from './shell/menu';
export type { MenuGroup, MenuItem } from './shell/menu';
export { onboardingLink } from './shell/onboardingLink';
export type {
  OnboardingLink,
  OnboardingLinkInput,
  ShellOnboardingState,
} from './shell/onboardingLink';
export { pageTitle } from './shell/pageTitle';
export type {
  DashboardEnvironment,
  ShellBusiness,
  ShellCurrency,
  ShellNotification,
} from './shell/types';

// Transactions: the list, the details page and the refund dialog (the first business list).
export {
  ORDER_STATUSES,
  orderStatusMap,
  DEFAULT_TRANSACTION_STATUS_FILTER,
  isRefundableStatus,
} from './transactions/status';
export type { OrderStatus } from './transactions/status';
export { transactionFilters } from './transactions/filters';
export type { TransactionFilters } from './transactions/filters';
export type { TransactionRow, RefundValues, RefundTransaction } from './transactions/types';
export {
  TransactionListScreen,
  TRANSACTIONS_EMPTY_TEXT,
  transactionColumns,
} from './transactions/TransactionListScreen';
export type { TransactionListScreenProps } from './transactions/TransactionListScreen';
export { TransactionDetailsScreen } from './transactions/TransactionDetailsScreen';
export type { TransactionDetailsScreenProps } from './transactions/TransactionDetailsScreen';
export {
  RefundDialog,
  refundSchema,
  refundMessages,
  canSubmitRefund,
  prefilledAmount,
} from './transactions/RefundDialog';
export type { RefundDialogProps, RefundFormValues } from './transactions/RefundDialog';

// Home: the dashboard home with its figure cards and the lazily loaded inflow/outflow chart.
export { HomeScreen } from './home/HomeScreen';
export type { HomeScreenProps } from './home/HomeScreen';
export type {
  SummaryFigures,
  WalletBalance,
  FlowChartPoint,
  FlowPeriod,
  FlowExportFormat,
} from './home/types';

// Status tables: each entity's status -> {label, tone} for StatusBadge, its filter options and status rules.
export * from './refunds';
export * from './business/DisputesScreen';
export * from './invoices';
export {
  PAYMENT_LINK_STATUSES,
  paymentLinkStatus,
  paymentLinkStatusMap,
  PAYMENT_LINK_STATUS_FILTER_OPTIONS,
} from './paymentLinks/status';
export type { PaymentLinkStatus, PaymentLinkStatusFilter } from './paymentLinks/status';
export {
  CUSTOMER_STATUSES,
  customerStatusMap,
  CUSTOMER_STATUS_FILTER_OPTIONS,
  customerStatusAction,
  CUSTOMER_ORDER_STATUSES,
  customerOrderStatusMap,
} from './customers/status';
export type {
  CustomerStatus,
  CustomerStatusFilter,
  CustomerStatusAction,
  CustomerOrderStatus,
} from './customers/status';
export {
  PRODUCT_AVAILABILITIES,
  productAvailabilityMap,
  PRODUCT_AVAILABILITY_FILTER_OPTIONS,
} from './products/status';
export type { ProductAvailability, ProductAvailabilityValue } from './products/status';
export { PAYOUT_STATUSES, payoutStatusMap, canVerifyPayout } from './payouts/status';
export type { PayoutStatus } from './payouts/status';
export {
  SETTLEMENT_STATUSES,
  settlementStatusMap,
  SETTLEMENT_STATUS_FILTER_OPTIONS,
} from './settlements/status';
export type { SettlementStatus, SettlementStatusFilter } from './settlements/status';
export {
  BUSINESS_STATUSES,
  businessStatusMap,
  SUBSIDIARY_VERIFICATION_STATUSES,
  subsidiaryVerificationStatusMap,
  SUBSIDIARY_STATUS_FILTER_OPTIONS,
} from './business/status';
export type {
  BusinessStatus,
  SubsidiaryVerificationStatus,
  SubsidiaryStatusFilter,
} from './business/status';
export {
  ROLLING_RESERVE_STATUSES,
  rollingReserveStatusMap,
  BALANCE_DIRECTIONS,
  balanceDirectionMap,
  BALANCE_DIRECTION_FILTER_OPTIONS,
} from './balance/status';
export type {
  RollingReserveStatus,
  BalanceDirection,
  BalanceDirectionCode,
} from './balance/status';
export {
  CHARGEBACK_STATUSES,
  chargebackStatusMap,
  CHARGEBACK_STATUS_FILTER_OPTIONS,
  canTreatChargeback,
  CHARGEBACK_DETAIL_STATUSES,
  chargebackDetailStatusMap,
} from './chargebacks/status';
export type {
  ChargebackStatus,
  ChargebackStatusFilter,
  ChargebackDetailStatus,
} from './chargebacks/status';
export { USER_STATUSES, userStatusMap, userStatusAction } from './users/status';
export type { UserStatus, UserStatusAction } from './users/status';

// Every route path, written once (router, menu, navigate and back links).
export { PATHS } from './routes/paths';
export type { RouteId } from './routes/paths';
export * from './onboarding';

// The list kit: one filter definition, one column definition, one screen template.
export * from './list';
export * from './chargebackScreens';
export * from './money';
export * from './kyc';
export * from './settings';
export * from './onboardingForms';
export * from './session';
export * from './paymentLinks';
export * from './customers';
export * from './products';
