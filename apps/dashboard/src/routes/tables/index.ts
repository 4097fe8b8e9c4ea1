import { PATHS, type RouteId } from '@merchant/screens';
import type { PageRoute } from '../../app/pageRoute';
import { businessRoutes } from './business';
import { chargebacksRoutes } from './chargebacks';
import { homeAndTransactionsRoutes } from './homeAndTransactions';
import { moneyRoutes } from './money';
import { onboardingRoutes } from './onboarding';
import { onboardingFormsRoutes } from './onboardingForms';
import { onboardingRegistrationRoutes } from './onboardingRegistration';
import { settingsRoutes } from './settings';

/** Every page inside the shell, one table per domain so each grows on its own. */
export const dashboardPages: readonly PageRoute[] = [
  ...homeAndTransactionsRoutes,
  ...onboardingRoutes,
  ...onboardingFormsRoutes,
  ...onboardingRegistrationRoutes,
  ...businessRoutes,
  ...moneyRoutes,
  ...chargebacksRoutes,
  ...settingsRoutes,
];

const built = new Set<RouteId>(dashboardPages.map((page) => page.id));

/** Dashboard routes of the spec whose page is not built yet: they render 'Page not found'. */
export const notBuiltDashboardRoutes = (Object.keys(PATHS) as RouteId[]).filter(
  (id) => PATHS[id].startsWith(PATHS.home) && !built.has(id),
);
