import { useEffect, useRef } from 'react';
import { startReconciler } from './statement/startReconciler';

type Reconciler = Awaited<ReturnType<typeof startReconciler>>;

/** The reconciliation's worker, started on first use and ended with the page. */
export function useReconciler() {
  const started = useRef<Promise<Reconciler> | null>(null);
  useEffect(
    () => () => {
      void started.current?.then((reconciler) => reconciler.terminate());
      started.current = null;
    },
    [],
  );
  return () => (started.current ??= startReconciler());
}
