/**
 * Every route of both spec documents, written once. The router matches these patterns, the
 * menu and the screens' links read them, and the app fills their params with react-router's
 * `generatePath`. A fault sweep walks this table, so a new route is tested the day it lands.
 */
export const PATHS = {
  signIn: '/',
  signUp: '/sign-up',
  verify: '/verify',
  twoFactor: '/2fa-signin',
  resetPassword: '/forgot-password/:identifier',
  acceptInvitation: '/email-verified/:token?',
  onboardingVerification: '/onboarding/:token',

  home: '/dashboard',
  getStarted: '/dashboard/getStarted',
  onboarding: '/dashboard/getStarted/onboarding',
  personalInformation: '/dashboard/getStarted/personalInformation',
  businessInformation: '/dashboard/getStarted/businessInformation',
  contactInformation: '/dashboard/getStarted/contactInformation',
  businessRegistration: '/dashboard/getStarted/businessRegistration',
  bankDetails: '/dashboard/getStarted/bankdetails',
  terms: '/dashboard/getStarted/terms',
  tour: '/dashboard/getStarted/tour',
  compliance: '/dashboard/compliance',

  transactions: '/dashboard/business/transactions',
  transactionDetails: '/dashboard/business/transactions/transaction-details/:paymentReference',
  invoices: '/dashboard/business/invoice',
  newInvoice: '/dashboard/business/invoice/new-invoice',
  customers: '/dashboard/business/customers',
  customerDetails: '/dashboard/business/customers/customer-details/:customerId',
  products: '/dashboard/business/products',
  newProduct: '/dashboard/business/products/new-product',
  paymentLinks: '/dashboard/business/payment-links',
  businessRefunds: '/dashboard/business/refunds',
  disputes: '/dashboard/business/disputes',

  balances: '/dashboard/account/balances',
  virtualAccounts: '/dashboard/account/virtual-wallets',
  settlements: '/dashboard/account/settlements',
  // Not in the spec: the settlements checked against the bank statement.
  reconciliation: '/dashboard/account/reconciliation',
  payouts: '/dashboard/account/payouts',
  rollingReserve: '/dashboard/balance/rolling-reserve',
  balanceHistory: '/dashboard/balance/history',
  transfers: '/dashboard/payout/transfer',
  pendingApproval: '/dashboard/payout/pending-approval',
  beneficiaries: '/dashboard/payout/beneficiaries',
  fundingHistory: '/dashboard/payout/funding-history',
  refunds: '/dashboard/refunds',
  refundDetails: '/dashboard/refunds/refund-details/:id',

  businessSettings: '/dashboard/settings/business',
  complianceSettings: '/dashboard/settings/compliance-information',
  payoutAccounts: '/dashboard/settings/payout-accounts',
  rolesPermissions: '/dashboard/settings/roles-permissions',
  subsidiaries: '/dashboard/settings/subsidiaries',
  users: '/dashboard/settings/users',
  preferences: '/dashboard/settings/preference',
  auditTrails: '/dashboard/settings/audit-trails',
  apiWebhooks: '/dashboard/settings/api-webhooks',

  chargebacks: '/dashboard/chargeback',
  chargebackDetails: '/dashboard/chargeback/:id/details',
  chargebacksPending: '/dashboard/chargeback/pending',
  chargebacksAwaitingResponse: '/dashboard/chargeback/awaiting-response',
  chargebacksWon: '/dashboard/chargeback/won',
  chargebacksLost: '/dashboard/chargeback/lost',
  chargebacksAssessment: '/dashboard/chargeback/assessment',
} as const;

/** The name of a route in the table. */
export type RouteId = keyof typeof PATHS;
