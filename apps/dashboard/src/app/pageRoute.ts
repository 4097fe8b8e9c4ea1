import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteId } from '@merchant/screens';

/** One page of the route table: which path of `PATHS` it serves, and its lazy component. */
export interface PageRoute {
  /** The route's name in `PATHS`; the router reads the pattern from there. */
  id: RouteId;
  /** The page, loaded as its own chunk (see lazyPage). */
  Page: LazyExoticComponent<ComponentType>;
}
