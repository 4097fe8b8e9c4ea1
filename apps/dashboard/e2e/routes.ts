import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePath } from 'react-router-dom';
import { DEMO_BUSINESS_IDS } from '@merchant/api/mocks/demo';
import { seedSamples } from '@merchant/api/mocks/seed';
import { PATHS, type RouteId } from '../../../packages/screens/src/routes/paths';

/** One route of the app as a journey visits it. */
export interface AppRoute {
  id: RouteId;
  /** The pattern from PATHS. */
  pattern: string;
  /** The pattern with every parameter filled in. */
  url: string;
  /** Public routes are visited signed out; dashboard routes signed in. */
  area: 'public' | 'dashboard';
  /** Whether a route table gives it a page (else it renders 'Page not found'). */
  built: boolean;
}

// A public route's parameters get a placeholder: its page checks them with the server itself.
const PUBLIC_PARAMETER = 'journey-check';

const TABLES_DIR = fileURLToPath(new URL('../src/routes/tables/', import.meta.url));

/**
 * The ids the app's route tables register. The tables are read as text: importing them would
 * load every screen's module graph into Node. Their entries are written
 * `{ id: 'routeId', Page: lazyPage(...) }`, so the ids are what follows `id:`.
 */
function builtRouteIds(): Set<RouteId> {
  const ids = new Set<RouteId>();
  for (const file of readdirSync(TABLES_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(`${TABLES_DIR}${file}`, 'utf8');
    for (const [, id = ''] of source.matchAll(/\bid:\s*['"](\w+)['"]/g)) {
      if (!(id in PATHS)) throw new Error(`${file} registers '${id}', which PATHS does not have`);
      ids.add(id as RouteId);
    }
  }
  return ids;
}

/**
 * The params of the dashboard routes that open one record, from the sandbox seed of the
 * business the journeys sign in with (the direct demo account). A new route with a param fails
 * the journeys that read this module until it gets an entry here.
 */
function recordParams(): Partial<Record<RouteId, Record<string, string>>> {
  const samples = seedSamples(DEMO_BUSINESS_IDS.naijaThreads);
  return {
    transactionDetails: { paymentReference: samples.paymentReference },
    customerDetails: { customerId: samples.customerId },
    refundDetails: { id: samples.refundId },
    chargebackDetails: { id: samples.chargebackId },
  };
}

/** An address inside the shell that no route serves: its 'Page not found' makes no calls of its own. */
export const SHELL_ONLY_URL = `${PATHS.home}/fault-sweep-shell-only`;

/**
 * Every route of PATHS, in its order, with its address and whether a route table builds it.
 * Read, never listed by hand, so a route is covered the day it lands.
 */
export function appRoutes(): AppRoute[] {
  const built = builtRouteIds();
  const records = recordParams();
  return (Object.entries(PATHS) as [RouteId, string][]).map(([id, pattern]) => {
    const area = pattern.startsWith(PATHS.home) ? 'dashboard' : 'public';
    const needed = [...pattern.matchAll(/:(\w+)/g)].map(([, name = '']) => name);
    const given =
      area === 'public'
        ? Object.fromEntries(needed.map((name) => [name, PUBLIC_PARAMETER]))
        : (records[id] ?? {});
    const missing = needed.filter((name) => !given[name]);
    if (missing.length) {
      throw new Error(`Route '${id}' needs ${missing.join(', ')}: add it to recordParams()`);
    }
    return {
      id,
      pattern,
      url: generatePath(pattern, given),
      area,
      built: area === 'public' || built.has(id),
    };
  });
}

/**
 * The routes inside the dashboard. `FAULT_SWEEP_ONLY=transactions,home` narrows a local run to
 * those routes.
 */
export function dashboardRoutes(): AppRoute[] {
  const only = process.env.FAULT_SWEEP_ONLY?.split(',').filter(Boolean);
  return appRoutes().filter(
    (route) => route.area === 'dashboard' && (!only || only.includes(route.id)),
  );
}
