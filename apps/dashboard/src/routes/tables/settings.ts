import type { PageRoute } from '../../app/pageRoute';

/** The settings pages inside the shell. */
export const settingsRoutes: readonly PageRoute[] = [];
