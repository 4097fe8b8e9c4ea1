import { lazy, type ComponentType } from 'react';

/**
 * A route module exports its page as `Component`; this loads it as its own chunk. `preload()`
 * starts the same load before the page renders (see usePreloadPage); both share one request.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module.Component })));
  return Object.assign(lazy(preload), { preload });
}
