import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog's flow (its form, validation and mutation) as its own chunk, loaded the first time
 * the dialog opens, so the page that hosts it ships without react-hook-form and the dialog's
 * code (scripts/bundle-report.mjs). It renders only while `open`; a chunk that fails to load
 * reaches the page's error boundary, which offers a retry.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Flow = lazy(async () => ({ default: await load() }));
  return function LazyDialog({ open, ...props }: Props & { open: boolean }) {
    if (!open) return null;
    return <Suspense fallback={null}>{createElement(Flow, props as unknown as Props)}</Suspense>;
  };
}
