import { Suspense } from 'react';
import { PendingWorkButton } from '@merchant/screens';
import { LazyPendingWorkReader } from '../afterPaint';

/**
 * 'What needs you' in the top bar. The button holds its place from the first paint (so nothing
 * beside it moves), and its count arrives once the page has painted (earlyReads.ts).
 */
export function PendingWorkEntry({ painted }: { painted: boolean }) {
  const placeholder = <PendingWorkButton>{null}</PendingWorkButton>;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyPendingWorkReader />
    </Suspense>
  );
}
