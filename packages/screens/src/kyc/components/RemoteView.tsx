import { Suspense, type ReactNode } from 'react';
import { ErrorState, LoadingRegion, Skeleton } from '@merchant/ui';
import { useDrawnData } from '../../layout/useDrawnData';
import type { RemoteData } from '../../types';

export interface RemoteViewProps<T> {
  /** What the form is filled from. */
  data: RemoteData<T>;
  /** The form, once its data is ready; a lazy part (the ui's lazyPart) shows the placeholder until its code is in. */
  children: (data: T) => ReactNode;
}

/**
 * A form's data in its three states: a placeholder while loading, the server's message with a
 * retry, then the form. The form mounts only once its data is ready, so it starts pre-filled.
 */
export function RemoteView<T>({ data, children }: RemoteViewProps<T>) {
  const shown = useDrawnData(data);
  if (shown.status === 'loading') return <FormPlaceholder />;
  if (shown.status === 'error')
    return <ErrorState message={shown.message} onRetry={shown.onRetry} />;
  return <Suspense fallback={<FormPlaceholder />}>{children(shown.data)}</Suspense>;
}

/** What a KYC form's place shows while its data or its code loads. */
export function FormPlaceholder() {
  return (
    <LoadingRegion label="Loading the form">
      <Skeleton shape="block" height={320} />
    </LoadingRegion>
  );
}
