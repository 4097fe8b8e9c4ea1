import {
  Navigate,
  Route,
  createRoutesFromElements,
  matchPath,
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
 * The dashboard page at an address, for the preloads and `branchAt`: a straight walk of the
 * pages that stops at the first match, since ranking the whole table would lengthen the task
 * that starts the app (ADR 013). The router test checks it against the table's ranking.
 */
export const pageAt = perAddress((pathname) =>
  dashboardPages.find(({ id }) => matchPath(PATHS[id], pathname)),
);

/** The routes from the table's root down to the route with `id`, read off the tree (no matching). */
function branchTo(routes: readonly RouteObject[], id: string): RouteObject[] | undefined {
  for (const route of routes) {
    if (route.id === id) return [route];
    const below = route.children && branchTo(route.children, id);
    if (below) return [route, ...below];
  }
  return undefined;
}

/**
 * The routes that lead to an address, matched once per address (ADR 013): `useRoutes` given the
 * whole table ranks all of it on every render, and a page's first render starts again each time
 * one of its chunks arrives. A dashboard page's branch is read off the tree by its id; other
 * addresses are ranked by `matchRoutes`. The router test checks both against the table's ranking.
 */
export const branchAt = perAddress((pathname): RouteObject[] => {
  const page = pageAt(pathname);
  const branch = page
    ? branchTo(appRoutes, page.id)
    : matchRoutes(appRoutes, pathname)?.map(({ route }) => route);
  return (
    branch?.reduceRight<RouteObject[] | undefined>(
      (children, route) => [route.index ? route : { ...route, children }],
      undefined,
    ) ?? appRoutes
  );
});

export function AppRoutes() {
  const { pathname } = useLocation();
  usePreloadPage(pageAt(pathname));
  return useRoutes(branchAt(pathname));
}
