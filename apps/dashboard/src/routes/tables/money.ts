import type { PageRoute } from '../../app/pageRoute';

/** The money pages inside the shell. */
export const moneyRoutes: readonly PageRoute[] = [];
