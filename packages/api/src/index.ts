// The public API of @merchant/api: the client core, then one module per API domain.
export {
  isDevelopmentEnvironment,
  trustedOrigins,
  failureOutcome,
  parseWithoutEval,
  subscribeToApiEvents,
  emitApiEvent,
  request,
  businessFailure,
  prefetch,
  isApiError,
  merchantMessage,
  dateRangeQuery,
  newestFirst,
  getAccessToken,
  setAccessToken,
  readSession,
  writeSession,
  clearSession,
  createKeys,
  useApiQuery,
  useApiMutation,
  useMoneyMutation,
  revalidate,
  keepAnswersFor,
  clearKeptAnswers,
  useKeptAnswersAsOf,
  onboardRoute,
} from './core';
export type {
  MoneyCallOptions,
  ApiEvent,
  ReadOptions,
  DateRangeQuery,
  QueryKey,
  MoneyCall,
} from './core';
export {
  login,
  forgotPassword,
  verifyExistingUserInvitation,
  useCompleteLogin,
  useSignUp,
  useCompleteForgotPassword,
  useResendOtp,
  useResendVerificationEmail,
  useVerifyBusinessEmail,
  useAcceptInvitation,
} from './access/auth';
export type { LoginPayload, SignInIdentity, ForgotPasswordPayload } from './access/auth';
export {
  fetchProfile,
  environmentOf,
  activeSubsidiaryOf,
  useProfile,
  useToggleEnvironment,
  useSetActiveSubsidiary,
} from './shell/profile';
export type { Profile } from './shell/profile';
export { useTransactionSummary, useInflowOutflow } from './home/metrics';
export {
  fetchOrders,
  exportOrders,
  fetchCustomerOrders,
  useOrder,
  orderKeys,
  findTransactions,
} from './transactions/orders';
export {
  fetchRefunds,
  exportRefunds,
  useRefundTransaction,
  useLogRefunds,
  refundKeys,
  findRefunds,
} from './refunds';
export type { Refund, TransactionRefund, RefundLogEntry } from './refunds';
export {
  fetchPaymentLinks,
  fetchPaymentLinkTypes,
  usePaymentLinkTypes,
  useCreatePaymentLink,
  useUpdatePaymentLinkStatus,
  paymentLinkKeys,
  findPaymentLinks,
} from './paymentLinks';
export type { PaymentLinkListQuery } from './paymentLinks';
export {
  fetchCustomers,
  useCustomer,
  useCreateCustomer,
  useUpdateCustomerList,
  customerKeys,
  findCustomers,
} from './customers';
export { fetchProducts, useCreateProduct, useDeleteProduct, productKeys } from './products';
export {
  fetchInvoices,
  invoicePaymentUrl,
  useCreateInvoice,
  invoiceKeys,
  findInvoices,
} from './invoices';
export type { NewInvoice } from './invoices';
export {
  useCountries,
  useBusinessSizes,
  useBusinessCategories,
  useBusinessClasses,
  useBanks,
  useIdentificationTypes,
  useCurrencies,
} from './reference';
export type { Bank } from './reference';
export {
  resolveAccount,
  useOnboardingBanks,
  usePersonalInformation,
  useBusinessInformation,
  useBusinessRegistration,
  useStakeholders,
  useSubmitGetStarted,
  useSwitchBusinessType,
  useRequestGoLive,
  useAcceptTerms,
  useSaveOnboardingBankDetails,
  useSubmitContactInformation,
  useSubmitPersonalInformation,
  useSubmitBusinessInformation,
  useSaveBusinessRegistration,
  useAddStakeholder,
  useUpdateStakeholder,
  useDeleteStakeholder,
  onboardingKeys,
} from './onboarding';
export type { BusinessRegistration, BusinessRegistrationForm } from './onboarding';
export { canRequestGoLive, useOnboardingProgress } from './onboarding/progress';
export type { OnboardingProgress } from './onboarding/progress';
export {
  fetchSettlementBanks,
  useSettlementBanks,
  useKycProfile,
  useSaveSettlementBankDetails,
  useUpdateBusinessProfile,
  useSubmitDirectorKyc,
  useSubmitKycDocuments,
  kycKeys,
} from './kyc';
export { useWalletBalances, useBalanceTotals, walletKeys } from './money/wallets';
export type { Wallet } from './money/wallets';
export { fetchBalanceHistory } from './money/balanceHistory';
export {
  fetchVirtualAccounts,
  useCreateVirtualAccount,
  virtualAccountKeys,
} from './money/virtualAccounts';
export { fetchSettlements, settlementKeys, findSettlements } from './money/settlements';
export { fetchRollingReserves, rollingReserveKeys } from './money/rollingReserve';
export {
  fetchPayouts,
  fetchPayoutHistory,
  fetchPendingApprovals,
  usePayouts,
  useAwaitingVerification,
  useInitiatePayout,
  useVerifyPayout,
  useResendPayoutOtp,
  payoutKeys,
  payoutFee,
  findPayouts,
} from './money/payouts';
export type { Payout, NewPayout } from './money/payouts';
export {
  resolveBeneficiary,
  fetchBeneficiaries,
  PRODUCT_BANK_CODE,
  useResolveBeneficiary,
  useCreateBeneficiary,
  useDeleteBeneficiary,
  beneficiaryKeys,
  BENEFICIARY_TYPES,
} from './money/beneficiaries';
export { fetchFundingHistory, fundingKeys } from './money/funding';
export {
  fetchChargebacks,
  useChargebackOverview,
  useChargebackDetail,
  useTreatChargeback,
  chargebackKeys,
  findChargebacks,
} from './chargebacks';
export type { ChargebackListItem, ChargebackDetail, ChargebackTreatment } from './chargebacks';
export { pendingWorkKeys } from './shell/pendingWork';
export {
  fetchUsers,
  useUserRoles,
  useCheckUserExists,
  useCreateUser,
  useUpdateUser,
  useSetUserActive,
  userKeys,
} from './settings/users';
export type { TeamUser } from './settings/users';
export {
  DEFAULT_ROLE_ID,
  useRoles,
  usePermissions,
  useRoleDetails,
  useCreateRole,
  useEditRole,
} from './settings/roles';
export type { RoleId } from './settings/roles';
export { fetchAuditTrail, auditKeys } from './settings/audit';
export {
  useUpdateBusinessLogo,
  useChangePassword,
  useSettlementDestination,
  useSetSettlementDestination,
  useFeeBearer,
  useSetFeeBearer,
  useTwoFactorLogin,
  useSetTwoFactorLogin,
  usePaymentOptions,
  useSetPaymentOption,
  useAddBankAccount,
} from './settings';
export { useApiKeys, useWebhook, useUpdateWebhook, useGenerateApiKeys } from './settings/apiKeys';
export {
  fetchSubsidiaries,
  filterSubsidiaries,
  useCreateSubsidiary,
  subsidiaryKeys,
} from './settings/subsidiaries';
export type { SubsidiaryStatusFilter } from './settings/subsidiaries';
export { createRecordSearch } from './shell/search';
export type { RecordSearchState, FoundOf, RecordKind } from './shell/search';
