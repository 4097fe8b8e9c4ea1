import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatePath } from 'react-router-dom';
import { PATHS, type RouteId } from '../../../packages/screens/src/routes/paths';
import type { PageRoute } from '../src/app/pageRoute';

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

// Parameters get a placeholder: a journey over every route checks how pages render, not records.
const PARAMETER_VALUE = 'journey-check';

const TABLES = new URL('../src/routes/tables/', import.meta.url);

const isPageRoutes = (value: unknown): value is readonly PageRoute[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'object' && 'id' in entry);

/**
 * The ids the route tables give a page. Each domain table is loaded on its own: `index.ts`
 * gathers them through the screens barrel, which Node cannot load (the tables themselves only
 * hold lazy imports, which never run here).
 */
async function builtRouteIds(): Promise<Set<RouteId>> {
  const files = readdirSync(fileURLToPath(TABLES)).filter(
    (file) => file.endsWith('.ts') && file !== 'index.ts',
  );
  const ids = new Set<RouteId>();
  for (const file of files) {
    const table = (await import(new URL(file, TABLES).href)) as Record<string, unknown>;
    Object.values(table)
      .filter(isPageRoutes)
      .forEach((routes) => routes.forEach((route) => ids.add(route.id)));
  }
  return ids;
}

/**
 * Every route of PATHS, with the route tables' view of which dashboard pages are built. Read,
 * never listed by hand, so a route is covered the day it lands.
 */
export async function appRoutes(): Promise<AppRoute[]> {
  const built = await builtRouteIds();
  return (Object.entries(PATHS) as [RouteId, string][]).map(([id, pattern]) => {
    const params = Object.fromEntries(
      [...pattern.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, PARAMETER_VALUE]),
    );
    const area = pattern.startsWith(PATHS.home) ? 'dashboard' : 'public';
    return {
      id,
      pattern,
      url: generatePath(pattern, params),
      area,
      built: area === 'public' || built.has(id),
    };
  });
}
