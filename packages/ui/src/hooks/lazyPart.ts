import { createElement, lazy, useEffect, type ComponentType, type FunctionComponent } from 'react';
import { afterPaint } from './afterPaint';

/** A part of a screen whose code is a file of its own, and a way to start loading it early. */
export interface LazyPart<Props> extends FunctionComponent<Props> {
  /** Starts the download (once); resolves when the part can render without suspending. */
  preload: () => Promise<unknown>;
}

/** Every part created, so Storybook can load them all before a story renders. */
const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page that its first paint does not need, loaded as its own file (ADR 011): a
 * form body brings react-hook-form and the field kit, the table its engine. Render it inside a
 * Suspense boundary whose fallback is the placeholder the page shows meanwhile. Once its file is
 * in (`preload`), a part mounts at once, without suspending and without drawing the fallback.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load().then((Component) => (loaded = Component)));
  const Suspending = lazy(() => preload().then((Component) => ({ default: Component })));
  // A part that suspended on mount is mounted afresh once its file is in, so it never switches
  // from `Suspending` to `loaded` while on screen (which would remount what it shows).
  const Part = (props: Props) => createElement(loaded ?? Suspending, props);
  parts.add(preload);
  return Object.assign(Part, { preload });
}

/**
 * Loads every part created so far: a story shows the state it names, not the placeholder of a
 * part still loading (Storybook's preview runs it before each story).
 */
export function preloadLazyParts(): Promise<unknown> {
  return Promise.all([...parts].map((preload) => preload()));
}

/**
 * Starts loading a part once the page has painted, so its file and the page's data download
 * side by side instead of one after the other (a form renders only once its data is in). Not
 * before the paint: a download started earlier competes with what the first paint needs, and
 * Lighthouse counts every request started before the largest paint as on its path.
 */
export function usePreload(part: Pick<LazyPart<never>, 'preload'>): void {
  useEffect(() => afterPaint(() => void part.preload().catch(() => undefined)), [part]);
}
