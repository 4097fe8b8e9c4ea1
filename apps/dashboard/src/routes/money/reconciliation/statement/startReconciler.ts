import type { Reconciler } from './reconcile.worker';

/**
 * Starts the reconciliation's worker and its Comlink proxy: the statement is read and matched
 * off the page's thread, so the page stays responsive, and never leaves the browser.
 */
export async function startReconciler() {
  const { wrap, proxy } = await import('comlink');
  const worker = new Worker(new URL('./reconcile.worker.ts', import.meta.url), {
    type: 'module',
    name: 'reconciliation',
  });
  return { api: wrap<Reconciler>(worker), proxy, terminate: () => worker.terminate() };
}
