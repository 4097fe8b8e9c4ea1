import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One domain name per area, the same folder in the three trees, so a newcomer goes from
 * a route to its screens and its calls by name. The folders that are not a domain of the product
 * (kits, the sandbox, shared reference data, Vitest's snapshots) are named here, once.
 */
const TREES = {
  routes: { path: 'apps/dashboard/src/routes', notDomains: ['tables'] },
  screens: {
    path: 'packages/screens/src',
    notDomains: [
      '__snapshots__',
      'forms',
      'layout',
      'list',
      'routes',
      'session',
      'statuses',
      'validation',
    ],
  },
  api: {
    path: 'packages/api/src',
    notDomains: ['__snapshots__', 'answers', 'contract', 'core', 'mocks', 'openapi', 'reference'],
  },
} as const;

function domains({ path, notDomains }: { path: string; notDomains: readonly string[] }) {
  return readdirSync(fileURLToPath(new URL(`../${path}`, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !notDomains.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

describe('domain folders', () => {
  it('are the same in routes, screens and api', () => {
    const routes = domains(TREES.routes);
    expect(routes.length).toBeGreaterThan(10);
    expect(domains(TREES.screens)).toEqual(routes);
    expect(domains(TREES.api)).toEqual(routes);
  });
});
