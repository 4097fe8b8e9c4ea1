import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePath } from 'react-router-dom';
import { DEMO_BUSINESS_IDS } from '@merchant/api/mocks/demo';
import { seedSamples } from '@merchant/api/mocks/seed';
import { PATHS, type RouteId } from '../../../packages/screens/src/routes/paths';

/** A dashboard route as the sweep visits it. */
export interface SweepRoute {
  id: RouteId;
  /** The address with its params filled in. */
  url: string;
  /** Whether a route table registers a page for it (otherwise it renders 'Page not found'). */
  registered: boolean;
}

const TABLES_DIR = fileURLToPath(new URL('../src/routes/tables/', import.meta.url));

/**
 * The ids the app's route tables register. The tables are read as text: importing them would
 * load every screen's module graph into Node. Their entries are written
 * `{ id: 'routeId', Page: lazyPage(...) }`, so the ids are what follows `id:`.
 */
export function registeredRouteIds(): Set<RouteId> {
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
 * The params of the routes that open one record, from the sandbox seed of the business the
 * sweep signs in with (the direct demo account). A new route with a param fails the sweep
 * until it gets an entry here.
 */
function routeParams(): Partial<Record<RouteId, Record<string, string>>> {
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
 * Every route of PATHS inside the dashboard, in the table's order, with its address.
 * `FAULT_SWEEP_ONLY=transactions,home` narrows a local run to those routes.
 */
export function dashboardRoutes(): SweepRoute[] {
  const registered = registeredRouteIds();
  const params = routeParams();
  const only = process.env.FAULT_SWEEP_ONLY?.split(',').filter(Boolean);
  return (Object.keys(PATHS) as RouteId[])
    .filter((id) => PATHS[id].startsWith(PATHS.home) && (!only || only.includes(id)))
    .map((id) => {
      const pattern: string = PATHS[id];
      const needed = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const given = params[id] ?? {};
      const missing = needed.filter((name) => !given[name]);
      if (missing.length) {
        throw new Error(`Route '${id}' needs ${missing.join(', ')}: add it to routeParams()`);
      }
      return { id, url: generatePath(pattern, given), registered: registered.has(id) };
    });
}
