import { generatePath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PATHS, type RouteId } from '@merchant/screens';
import { appRoutes, branchAt, pageAt } from './router';
import { dashboardPages } from './routes/tables';

/** An address of the pattern, every parameter filled in. */
const addressOf = (pattern: string) =>
  generatePath(pattern, new Proxy({}, { get: () => 'TRX-1' }) as Record<string, string>);

/** The ids of the routes that lead to an address in `routes`, root first. */
const idsAt = (routes: Parameters<typeof matchRoutes>[0], address: string) =>
  matchRoutes(routes, address)?.map(({ route }) => route.id);

const built = new Set<string>(dashboardPages.map(({ id }) => id));

describe('the page and the branch at an address', () => {
  it.each(Object.keys(PATHS) as RouteId[])(
    'at the address of %s: its own route, its page (if built), and the branch the table ranks first',
    (id) => {
      const address = addressOf(PATHS[id]);
      // The whole table leads to this route's own entry: its page, or the not-found page in its place.
      const leaf = matchRoutes(appRoutes, address)?.at(-1)?.route;
      expect(leaf?.id === id || leaf?.path === PATHS[id] || (leaf?.index && address === '/')).toBe(
        true,
      );
      expect(pageAt(address)?.id).toBe(built.has(id) ? id : undefined);
      expect(idsAt(branchAt(address), address)).toEqual(idsAt(appRoutes, address));
    },
  );

  it('at an address with a trailing slash: the same page', () => {
    expect(pageAt(`${PATHS.transactions}/`)?.id).toBe('transactions');
  });

  it('at an unknown dashboard address: no page, and a branch that ends in the not-found route', () => {
    const address = '/dashboard/no-such-page';
    expect(pageAt(address)).toBeUndefined();
    expect(matchRoutes(branchAt(address), address)?.at(-1)?.route.path).toBe('*');
  });

  it('are found once per address', () => {
    expect(branchAt(PATHS.home)).toBe(branchAt(PATHS.home));
  });
});
