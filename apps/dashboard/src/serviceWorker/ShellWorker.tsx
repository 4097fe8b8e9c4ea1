import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '@merchant/ui';

/** Registration and the update offer, one file loaded after the first paint. */
const parts = () => import('./shellWorkerParts');

const LazyShellUpdateOffer = lazy(() =>
  parts().then(({ ShellUpdateOffer }) => ({ default: ShellUpdateOffer })),
);

/**
 * The production build's service worker (docs/adr/022), registered once the first page has
 * painted, so no page's first render waits for its code.
 */
export function ShellWorker() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterPaint(() => {
        void parts().then(({ registerShellWorker }) => {
          registerShellWorker();
          setReady(true);
        });
      }),
    [],
  );
  return ready ? (
    <Suspense fallback={null}>
      <LazyShellUpdateOffer />
    </Suspense>
  ) : null;
}
