import { Suspense, type ReactNode } from 'react';
import { ErrorState, LoadingRegion, Skeleton } from '@merchant/ui';
import { useDrawnData } from '../../layout/useDrawnData';
import type { RemoteData } from '../../types';

export interface RemoteViewProps<T> {
  /** What the form is filled from. */
  data: RemoteData<T>;
  /** What the form's place shows while its data or its code loads; a block of the form's height by default. */
  placeholder?: ReactNode;
  /** The form, once its data is ready; a lazy part (the ui's lazyPart) shows the placeholder until its code is in. */
  children: (data: T) => ReactNode;
}

/**
 * A form's data in its three states: a placeholder while loading, the server's message with a
 * retry, then the form. The form mounts only once its data is ready, so it starts pre-filled;
 * the placeholder stays until the form's code is in too, so nothing moves in between. Every
 * form page that reads before it draws (onboarding, KYC, get started) goes through here.
 */
export function RemoteView<T>({
  data,
  placeholder = <FormPlaceholder />,
  children,
}: RemoteViewProps<T>) {
  const shown = useDrawnData(data);
  if (shown.status === 'loading') return placeholder;
  if (shown.status === 'error')
    return <ErrorState message={shown.message} onRetry={shown.onRetry} />;
  return <Suspense fallback={placeholder}>{children(shown.data)}</Suspense>;
}

/** What a KYC form's place shows while its data or its code loads. */
export function FormPlaceholder() {
  return (
    <LoadingRegion label="Loading the form">
      <Skeleton shape="block" height={320} />
    </LoadingRegion>
  );
}
