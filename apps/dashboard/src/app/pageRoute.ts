import type { RouteId } from '@merchant/screens';
import type { lazyPage } from './lazyPage';

/** One page of the route table: which path of `PATHS` it serves, and its lazy component. */
export interface PageRoute {
  /** The route's name in `PATHS`; the router reads the pattern from there. */
  id: RouteId;
  /** The page, loaded as its own chunk (see lazyPage). */
  Page: ReturnType<typeof lazyPage>;
}
