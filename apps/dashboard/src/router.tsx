import {
  Navigate,
  Route,
  createRoutesFromElements,
  matchRoutes,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { prefetch } from '@merchant/api';
import { PATHS } from '@merchant/screens';
import { PAGE_FIRST_READS, SHELL_READS } from './app/earlyReads';
import { lazyPage } from './app/lazyPage';
import { PageOutlet } from './app/PageOutlet';
import { RootLayout } from './app/RootLayout';
import { usePreloadPage } from './app/usePreloadPage';
import { SignInRoute } from './routes/access/sign-in/SignInRoute';
import { dashboardPages, notBuiltDashboardRoutes } from './routes/tables';
import { PublicOnly, RequireAuth } from './session/guards';

/**
 * Every route of both spec documents, read from `PATHS`. The sign-in page, where most visits
 * start, is in the first bundle; every other page is its own lazy chunk (routes/tables). A
 * route whose screen is not built yet renders the not-found page, never a fake screen.
 */
const NotFound = lazyPage(() => import('./routes/shell/not-found'));
const SignUp = lazyPage(() => import('./routes/access/sign-up'));
const Verify = lazyPage(() => import('./routes/access/verify'));
const TwoFactor = lazyPage(() => import('./routes/access/two-factor'));
const ResetPassword = lazyPage(() => import('./routes/access/reset-password'));
const AcceptInvitation = lazyPage(() => import('./routes/access/accept-invitation'));
const OnboardingVerification = lazyPage(() => import('./routes/access/onboarding-verification'));
const DashboardLayout = lazyPage(() => import('./routes/shell/dashboard-layout'));

/**
 * Starts what a dashboard address needs, before the first render asks for it (the entry would
 * otherwise run, render, and only then request it): the shell's and the page's code, the
 * profile the shell waits for and the reads the page waits for (earlyReads.ts).
 */
export function preloadDashboardPage(pathname: string) {
  const page = pageAt(pathname);
  prefetch(...SHELL_READS, ...((page && PAGE_FIRST_READS[page.id]) ?? []));
  // A chunk that fails to load fails again when it renders, which shows the error state.
  const pageLoaded = page?.Page.preload();
  pageLoaded?.catch(() => undefined);
  // The shell paints with the page, not first with a spinner in its place (lazyPage).
  DashboardLayout.preload(pageLoaded).catch(() => undefined);
}

/** The route tree, built once: `<Routes>` would rebuild it from its JSX on every render. */
export const appRoutes = createRoutesFromElements(
  <Route element={<RootLayout />}>
    <Route path="login" element={<Navigate to="/" replace />} />
    <Route element={<PublicOnly />}>
      <Route index element={<SignInRoute />} />
      <Route path={PATHS.signUp} element={<SignUp />} />
      <Route path={PATHS.verify} element={<Verify />} />
      <Route path={PATHS.twoFactor} element={<TwoFactor />} />
      <Route path={PATHS.resetPassword} element={<ResetPassword />} />
      <Route path={PATHS.acceptInvitation} element={<AcceptInvitation />} />
      <Route path={PATHS.onboardingVerification} element={<OnboardingVerification />} />
    </Route>
    <Route path={PATHS.home} element={<RequireAuth />}>
      <Route element={<DashboardLayout />}>
        {/* Inside the shell: a page that loads shows a spinner, one that crashes an error state. */}
        <Route element={<PageOutlet scope="page" />}>
          {dashboardPages.map(({ id, Page }) =>
            id === 'home' ? (
              <Route key={id} id={id} index element={<Page />} />
            ) : (
              <Route key={id} id={id} path={PATHS[id]} element={<Page />} />
            ),
          )}
          {notBuiltDashboardRoutes.map((id) => (
            <Route key={id} path={PATHS[id]} element={<NotFound />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<NotFound />} />
  </Route>,
);

/** `find` for one address at a time: the address's answer is kept until the address changes. */
function perAddress<T>(find: (pathname: string) => T) {
  let last: { pathname: string; found: T } | undefined;
  return (pathname: string) => {
    if (last?.pathname !== pathname) last = { pathname, found: find(pathname) };
    return last.found;
  };
}

/**
 * The router's own match of an address, made once, so that the preloads and the render agree on
 * the page (a page route's id is its `PATHS` name) and `useRoutes`, which would rank the whole
 * table on every render, is handed only the matched branch.
 */
const matchAt = perAddress((pathname) => {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const leaf = matches.at(-1)?.route.id;
  const branch = matches.reduceRight<RouteObject[] | undefined>(
    (children, { route }) => [route.index ? route : { ...route, children }],
    undefined,
  );
  return { page: dashboardPages.find(({ id }) => id === leaf), branch: branch ?? appRoutes };
});

/** The dashboard page at an address, if any (for the preloads). */
export const pageAt = (pathname: string) => matchAt(pathname).page;

/** Only the routes that lead to an address, nested as a table for `useRoutes`. */
export const branchAt = (pathname: string) => matchAt(pathname).branch;

export function AppRoutes() {
  const { pathname } = useLocation();
  usePreloadPage(pageAt(pathname));
  return useRoutes(branchAt(pathname));
}
