import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog's flow (its form, validation and mutation) as its own chunk, loaded the first time
 * the dialog opens, so the page that hosts it ships without react-hook-form and the dialog's
 * code (scripts/bundle-report.mjs). It renders only while `open`; a chunk that fails to load
 * reaches the page's error boundary, which offers a retry.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Flow = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props & { open: boolean }) {
    if (!props.open) return null;
    // `open` goes through too: a screen's dialog loaded this way is a Modal that needs it.
    return <Suspense fallback={null}>{createElement(Flow, props)}</Suspense>;
  };
}
