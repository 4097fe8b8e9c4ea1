import { lazy, type ComponentType } from 'react';

/**
 * A route module exports its page as `Component`; this loads it as its own chunk. `preload()`
 * starts the same load before the page renders (see usePreloadPage); both share one request.
 * `preload(alongside)` also holds the component back until `alongside` has settled: the shell,
 * preloaded with the first page's chunk, then paints with that page in one commit instead of
 * first with a spinner where the page goes (one more commit and layout on a phone).
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = (alongside?: Promise<unknown>) =>
    (loading ??= Promise.all([load(), alongside?.catch(() => undefined)]).then(([module]) => ({
      default: module.Component,
    })));
  return Object.assign(lazy(preload), { preload });
}
