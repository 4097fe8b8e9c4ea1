import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage } from './app/lazyPage';
import { PageOutlet } from './app/PageOutlet';
import { RootLayout } from './app/RootLayout';
import { SignInRoute } from './routes/access/sign-in/SignInRoute';
import { PublicOnly, RequireAuth } from './session/guards';

/**
 * Every route of both spec documents. The sign-in page, where most visits start, is in the
 * first bundle; every other page is its own lazy chunk. A route whose screen is not built yet
 * renders the not-found page, never a fake screen.
 */
const NotFound = lazyPage(() => import('./routes/not-found'));
const SignUp = lazyPage(() => import('./routes/access/sign-up'));
const Verify = lazyPage(() => import('./routes/access/verify'));
const TwoFactor = lazyPage(() => import('./routes/access/two-factor'));
const ResetPassword = lazyPage(() => import('./routes/access/reset-password'));
const AcceptInvitation = lazyPage(() => import('./routes/access/accept-invitation'));
const OnboardingVerification = lazyPage(() => import('./routes/access/onboarding-verification'));
const DashboardLayout = lazyPage(() => import('./routes/dashboard-layout'));
const Home = lazyPage(() => import('./routes/home/home'));
const TransactionList = lazyPage(() => import('./routes/transactions/transaction-list'));
const TransactionDetails = lazyPage(() => import('./routes/transactions/transaction-details'));

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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="login" element={<Navigate to="/" replace />} />
        <Route element={<PublicOnly />}>
          <Route index element={<SignInRoute />} />
          <Route path="sign-up" element={<SignUp />} />
          <Route path="verify" element={<Verify />} />
          <Route path="2fa-signin" element={<TwoFactor />} />
          <Route path="forgot-password/:identifier" element={<ResetPassword />} />
          <Route path="email-verified/:token?" element={<AcceptInvitation />} />
          <Route path="onboarding/:token" element={<OnboardingVerification />} />
        </Route>
        <Route path="dashboard" element={<RequireAuth />}>
          <Route element={<DashboardLayout />}>
            {/* Inside the shell: a page that loads shows a spinner, one that crashes an error state. */}
            <Route element={<PageOutlet scope="page" />}>
              <Route index element={<Home />} />
              <Route path="business/transactions" element={<TransactionList />} />
              <Route
                path="business/transactions/transaction-details/:paymentReference"
                element={<TransactionDetails />}
              />
              {NOT_BUILT_DASHBOARD_PATHS.map((path) => (
                <Route key={path} path={path} element={<NotFound />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
