import type { PageRoute } from '../../app/pageRoute';

/** The business pages inside the shell. */
export const businessRoutes: readonly PageRoute[] = [];
