import { lazy, Suspense } from 'react';
import type { TreatChargebackFlowProps } from './TreatChargebackFlow';

// The dialog (form, file checks, multipart) loads only when a chargeback is treated, so the
// list and details pages ship without it.
const TreatChargebackFlow = lazy(() =>
  import('./TreatChargebackFlow').then((module) => ({ default: module.TreatChargebackFlow })),
);

/** 'Treat Chargeback', loaded on first use. */
export function LazyTreatChargebackFlow(props: TreatChargebackFlowProps) {
  if (!props.chargeback) return null;
  return (
    <Suspense fallback={null}>
      <TreatChargebackFlow {...props} />
    </Suspense>
  );
}
