import { lazy, type ComponentType } from 'react';

/** A route module exports its page as `Component`; this loads it as its own chunk. */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}
