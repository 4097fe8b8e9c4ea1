import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { afterPaint } from '@merchant/ui';
import { declineUpdate, offeredReload, subscribeUpdateOffer } from './updateOffer';

/** The registration and the offer's banner, one file loaded after the first paint. */
const parts = () => import('./shellWorkerParts');

// Pure, so a build without the worker (the demo) drops this module and its file altogether.
const LazyUpdateOffer = /* @__PURE__ */ lazy(() =>
  parts().then(({ UpdateOffer }) => ({ default: UpdateOffer })),
);

/**
 * The production build's service worker (docs/adr/022): registered once the first page has
 * painted, so no page's first render waits for its code; a new version is offered when it waits
 * and no form holds unsaved changes (updateOffer.ts).
 */
export function ShellWorker() {
  useEffect(
    () => afterPaint(() => void parts().then(({ registerShellWorker }) => registerShellWorker())),
    [],
  );
  const reload = useSyncExternalStore(subscribeUpdateOffer, offeredReload);
  return reload ? (
    <Suspense fallback={null}>
      <LazyUpdateOffer onReload={reload} onLater={declineUpdate} />
    </Suspense>
  ) : null;
}
