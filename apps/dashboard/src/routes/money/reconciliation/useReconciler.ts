import { useEffect, useRef } from 'react';
import type { Remote } from 'comlink';
import type { Reconciler } from './statement/reconcile.worker';

/**
 * The reconciliation's worker, started on first use and ended with the page: the statement is
 * read and matched off the page's thread, so the page stays responsive, and in the browser.
 */
export function useReconciler() {
  const worker = useRef<{ worker: Worker; api: Remote<Reconciler> } | null>(null);
  useEffect(
    () => () => {
      worker.current?.worker.terminate();
      worker.current = null;
    },
    [],
  );
  return async () => {
    const { wrap, proxy } = await import('comlink');
    if (!worker.current) {
      const started = new Worker(new URL('./statement/reconcile.worker.ts', import.meta.url), {
        type: 'module',
        name: 'reconciliation',
      });
      worker.current = { worker: started, api: wrap<Reconciler>(started) };
    }
    return { api: worker.current.api, proxy };
  };
}
