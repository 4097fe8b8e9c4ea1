// @merchant/api/contract: what the merchant API's entities are, with no way to fetch them.
// The zod schemas of every domain, their inferred types and each entity's status list, declared
// once in `<domain>/schemas.ts` and gathered here. Screens and the sandbox read them from here;
// this entry never reaches ofetch, SWR, MSW or the client (scripts/facts-once.test.ts walks
// its imports to prove it).
export {
  preprocess,
  list,
  withAliases,
  pagedItems,
  listResponse,
  status,
  optionalStatus,
  numeric,
  optionalNumeric,
  optionalText,
  id,
  optionalId,
  flag,
  onboardRoute,
  messageResponse,
} from '../core/schema';
export { apiKeysResponse, webhookResponse } from '../settings/apiKeys/schemas';
export { auditTrailResponse } from '../settings/audit/schemas';
export {
  loginPayload,
  tokenResponse,
  loginResponse,
  completeLoginPayload,
  signUpPayload,
  forgotPasswordPayload,
  completeForgotPasswordPayload,
  resendOtpPayload,
  acceptInvitationPayload,
} from '../access/auth/schemas';
export type {
  LoginPayload,
  SignInIdentity,
  CompleteLoginPayload,
  SignUpPayload,
  ForgotPasswordPayload,
  CompleteForgotPasswordPayload,
  ResendOtpPayload,
  AcceptInvitationPayload,
} from '../access/auth/schemas';
export {
  BENEFICIARY_TYPES,
  beneficiariesResponse,
  resolveAccountResponse,
} from '../money/beneficiaries/schemas';
export type {
  BeneficiaryType,
  AccountLookup,
  NewBeneficiary,
} from '../money/beneficiaries/schemas';
export {
  CHARGEBACK_STATUSES,
  CHARGEBACK_DETAIL_STATUSES,
  chargebacksResponse,
  chargebackOverviewResponse,
  chargebackDetailResponse,
} from '../chargebacks/schemas';
export type {
  ChargebackStatus,
  ChargebackDetailStatus,
  ChargebackListItem,
  ChargebackDetail,
  ChargebackTreatment,
} from '../chargebacks/schemas';
export {
  CUSTOMER_STATUSES,
  customersResponse,
  newCustomer,
  customerListUpdate,
} from '../customers/schemas';
export type {
  CustomerStatus,
  Customer,
  NewCustomer,
  CustomerListAction,
  CustomerStatusFilter,
} from '../customers/schemas';
export { fundingHistoryResponse } from '../money/funding/schemas';
export { INVOICE_STATUSES, invoicesResponse, newInvoice } from '../invoices/schemas';
export type { InvoiceStatus, Invoice, InvoiceStatusFilter, NewInvoice } from '../invoices/schemas';
export {
  settlementBanksResponse,
  settlementBankPayload,
  kycProfileResponse,
  businessProfileUpdate,
  directorKycForm,
  kycDocumentsForm,
} from '../kyc/schemas';
export type {
  SettlementBankPayload,
  BusinessProfileUpdate,
  DirectorKycForm,
  KycDocumentsForm,
} from '../kyc/schemas';
export { transactionSummaryResponse, inflowOutflowResponse } from '../home/metrics/schemas';
export type { TransactionSummary, FlowPoint, FlowPeriod } from '../home/metrics/schemas';
export {
  BUSINESS_TYPES,
  getStartedPayload,
  onboardingBanksResponse,
  accountResolutionPayload,
  accountResolutionResponse,
  onboardingBankPayload,
  personalInformationResponse,
  contactInformationPayload,
  personalInformationForm,
  businessInformationResponse,
  businessInformationForm,
  businessRegistrationResponse,
  businessRegistrationForm,
  stakeholdersResponse,
  GENDERS,
  newStakeholder,
} from '../onboarding/schemas';
export type {
  BusinessType,
  GetStartedPayload,
  AccountResolutionPayload,
  OnboardingBankPayload,
  ContactInformationPayload,
  PersonalInformationForm,
  BusinessInformationForm,
  BusinessRegistration,
  BusinessRegistrationForm,
  NewStakeholder,
} from '../onboarding/schemas';
export { onboardingProgressResponse } from '../onboarding/progress/schemas';
export type { OnboardingProgress } from '../onboarding/progress/schemas';
export { ORDER_STATUSES, ordersResponse } from '../transactions/orders/schemas';
export type { OrderStatus, Order } from '../transactions/orders/schemas';
export {
  paymentLinksResponse,
  paymentLinkTypesResponse,
  newPaymentLink,
  paymentLinkStatusUpdate,
  PAYMENT_LINK_STATUSES,
} from '../paymentLinks/schemas';
export type {
  PaymentLink,
  NewPaymentLink,
  PaymentLinkStatusUpdate,
  PaymentLinkStatus,
  PaymentLinkStatusFilter,
} from '../paymentLinks/schemas';
export {
  PAYOUT_STATUSES,
  payoutsResponse,
  payoutHistoryResponse,
  pendingApprovalsResponse,
  initiatePayoutResponse,
} from '../money/payouts/schemas';
export type { PayoutStatus, Payout, NewPayout, PayoutVerification } from '../money/payouts/schemas';
export { PRODUCT_AVAILABILITIES, productsResponse } from '../products/schemas';
export type {
  ProductAvailability,
  Product,
  NewProduct,
  ProductAvailabilityFilter,
} from '../products/schemas';
export {
  profileResponse,
  environmentTogglePayload,
  setSubsidiaryPayload,
} from '../shell/profile/schemas';
export type { Profile, EnvironmentName } from '../shell/profile/schemas';
export {
  countriesResponse,
  businessSizesResponse,
  businessCategoriesResponse,
  businessClassesResponse,
  banksResponse,
  identificationTypesResponse,
} from '../reference/schemas';
export type { Bank } from '../reference/schemas';
export { currenciesResponse } from '../reference/currencies/schemas';
export {
  REFUND_STATUSES,
  refundsResponse,
  REFUND_FILTERS,
  transactionRefund,
  refundLogEntry,
} from '../refunds/schemas';
export type {
  RefundStatus,
  Refund,
  RefundFilterStatus,
  TransactionRefund,
  RefundLogEntry,
} from '../refunds/schemas';
export { rolesResponse, permissionsResponse, roleDetailResponse } from '../settings/roles/schemas';
export type { RoleId, RoleInput, RoleEdit } from '../settings/roles/schemas';
export { ROLLING_RESERVE_STATUSES, rollingReservesResponse } from '../money/rollingReserve/schemas';
export type { RollingReserveStatus } from '../money/rollingReserve/schemas';
export {
  settlementType,
  settlementDestinationResponse,
  feeBearer,
  feeBearerResponse,
  twoFactorResponse,
  paymentOptionsResponse,
  BANK_ACCOUNT_TYPES,
} from '../settings/schemas';
export type {
  SettlementType,
  FeeBearer,
  PasswordChange,
  NewBankAccount,
} from '../settings/schemas';
export { SETTLEMENT_STATUSES, settlementsResponse } from '../money/settlements/schemas';
export type { SettlementStatus, Settlement } from '../money/settlements/schemas';
export { subsidiariesResponse } from '../settings/subsidiaries/schemas';
export type { Subsidiary, NewSubsidiary } from '../settings/subsidiaries/schemas';
export {
  BUSINESS_STATUSES,
  SUBSIDIARY_VERIFICATION_STATUSES,
} from '../settings/subsidiaries/statuses';
export type {
  BusinessStatus,
  SubsidiaryVerificationStatus,
} from '../settings/subsidiaries/statuses';
export { USER_STATUSES, teamUsersResponse, roleOptionsResponse } from '../settings/users/schemas';
export type { UserStatus, TeamUser, UserInvite } from '../settings/users/schemas';
export { virtualAccountsResponse, newVirtualAccount } from '../money/virtualAccounts/schemas';
export type { NewVirtualAccount } from '../money/virtualAccounts/schemas';
export { walletBalancesResponse, balanceTotalsResponse } from '../money/wallets/schemas';
export type { Wallet, BalanceTotals } from '../money/wallets/schemas';
export { BALANCE_DIRECTIONS, balanceHistoryResponse } from '../money/balanceHistory/schemas';
export type { BalanceDirection, BalanceDirectionCode } from '../money/balanceHistory/schemas';
export { SUBSIDIARY_STATUS_FILTERS } from '../settings/subsidiaries/filters';
export type { SubsidiaryStatusFilter } from '../settings/subsidiaries/filters';
export { RECORD_KINDS, SEARCH_MIN_LENGTH } from '../shell/search/schemas';
export type { RecordKind, FoundRecord, FoundOf, KindResults } from '../shell/search/schemas';
