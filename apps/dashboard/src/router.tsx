import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './app/RootLayout';
import { RouteError } from './routes/RouteError';
import { PublicOnly, RequireAuth } from './session/guards';

/**
 * Every route of both spec documents. Each page loads lazily (its own chunk); a route whose
 * screen is not built yet renders the not-found page, never a fake screen.
 */
const notBuilt = { lazy: () => import('./routes/not-found') };

/** Dashboard paths (relative to /dashboard) whose screens are not built yet. */
const NOT_BUILT_DASHBOARD_PATHS = [
  'getStarted',
  'getStarted/onboarding',
  'getStarted/personalInformation',
  'getStarted/businessInformation',
  'getStarted/contactInformation',
  'getStarted/businessRegistration',
  'getStarted/bankdetails',
  'getStarted/terms',
  'getStarted/tour',
  'compliance',
  'business/invoice',
  'business/invoice/new-invoice',
  'business/customers',
  'business/customers/customer-details/:customerId',
  'business/products',
  'business/products/new-product',
  'business/payment-links',
  'business/refunds',
  'business/disputes',
  'account/balances',
  'account/virtual-wallets',
  'account/settlements',
  'account/payouts',
  'balance/rolling-reserve',
  'balance/history',
  'payout/transfer',
  'payout/pending-approval',
  'payout/beneficiaries',
  'payout/funding-history',
  'refunds',
  'refunds/refund-details/:id',
  'settings/business',
  'settings/compliance-information',
  'settings/payout-accounts',
  'settings/roles-permissions',
  'settings/subsidiaries',
  'settings/users',
  'settings/preference',
  'settings/audit-trails',
  'settings/api-webhooks',
  'chargeback',
  'chargeback/:id/details',
  'chargeback/pending',
  'chargeback/awaiting-response',
  'chargeback/won',
  'chargeback/lost',
  'chargeback/assessment',
];

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/access/sign-in') },
  { path: 'sign-up', lazy: () => import('./routes/access/sign-up') },
  { path: 'verify', lazy: () => import('./routes/access/verify') },
  { path: '2fa-signin', lazy: () => import('./routes/access/two-factor') },
  { path: 'forgot-password/:identifier', lazy: () => import('./routes/access/reset-password') },
  { path: 'email-verified/:token?', lazy: () => import('./routes/access/accept-invitation') },
  { path: 'onboarding/:token', lazy: () => import('./routes/access/onboarding-verification') },
];

const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home/home') },
  { path: 'business/transactions', lazy: () => import('./routes/transactions/transaction-list') },
  {
    path: 'business/transactions/transaction-details/:paymentReference',
    lazy: () => import('./routes/transactions/transaction-details'),
  },
  ...NOT_BUILT_DASHBOARD_PATHS.map((path) => ({ path, ...notBuilt })),
  { path: '*', ...notBuilt },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: <Navigate to="/" replace /> },
      { element: <PublicOnly />, children: publicRoutes },
      {
        path: 'dashboard',
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./routes/dashboard-layout'),
            // A crash in one page shows the error state inside the shell.
            children: [{ errorElement: <RouteError />, children: dashboardRoutes }],
          },
        ],
      },
      { path: '*', ...notBuilt },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
