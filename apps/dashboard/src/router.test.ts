import { generatePath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@merchant/screens';
import { matchAt } from './router';
import { dashboardPages } from './routes/tables';

/** An address of the pattern, every parameter filled in. */
const addressOf = (pattern: string) =>
  generatePath(pattern, new Proxy({}, { get: () => 'TRX-1' }) as Record<string, string>);

describe('matchAt', () => {
  it.each(dashboardPages.map(({ id }) => [id]))(
    'finds the %s page, and its branch leads useRoutes to the same page',
    (id) => {
      const address = addressOf(PATHS[id]);
      const { page, branch } = matchAt(address);
      expect(page?.id).toBe(id);
      expect(matchRoutes(branch, address)?.at(-1)?.route.id).toBe(id);
    },
  );

  it('finds no page at an unknown dashboard address, and its branch ends in the not-found route', () => {
    const { page, branch } = matchAt('/dashboard/no-such-page');
    expect(page).toBeUndefined();
    expect(matchRoutes(branch, '/dashboard/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('matches the table once per address', () => {
    expect(matchAt(PATHS.home)).toBe(matchAt(PATHS.home));
  });
});
