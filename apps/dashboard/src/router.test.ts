import { generatePath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@merchant/screens';
import { appRoutes, branchAt, pageAt } from './router';
import { dashboardPages } from './routes/tables';

/** An address of the pattern, every parameter filled in. */
const addressOf = (pattern: string) =>
  generatePath(pattern, new Proxy({}, { get: () => 'TRX-1' }) as Record<string, string>);

/** The ids of the routes that lead to an address in `routes`, root first. */
const idsAt = (routes: Parameters<typeof matchRoutes>[0], address: string) =>
  matchRoutes(routes, address)?.map(({ route }) => route.id);

describe('the page and the branch at an address', () => {
  it.each(dashboardPages.map(({ id }) => [id]))(
    'lead to the %s page both ways: the preloads and useRoutes agree',
    (id) => {
      const address = addressOf(PATHS[id]);
      expect(pageAt(address)?.id).toBe(id);
      expect(matchRoutes(branchAt(address), address)?.at(-1)?.route.id).toBe(id);
    },
  );

  it.each(Object.values(PATHS).map((pattern) => [addressOf(pattern)]))(
    'at %s: the branch is the one the whole table ranks first',
    (address) => {
      expect(idsAt(branchAt(address), address)).toEqual(idsAt(appRoutes, address));
    },
  );

  it('at an unknown dashboard address: no page, and a branch that ends in the not-found route', () => {
    const address = '/dashboard/no-such-page';
    expect(pageAt(address)).toBeUndefined();
    expect(matchRoutes(branchAt(address), address)?.at(-1)?.route.path).toBe('*');
  });

  it('are found once per address', () => {
    expect(branchAt(PATHS.home)).toBe(branchAt(PATHS.home));
  });
});
