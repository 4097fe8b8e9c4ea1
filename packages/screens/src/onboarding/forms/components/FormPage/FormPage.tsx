import { Suspense, type ReactNode } from 'react';
import { Card, ErrorState, Skeleton } from '@merchant/ui';
import { OnboardingPageLayout } from '../../../OnboardingPageLayout';
import { useDrawnData } from '../../../../layout/useDrawnData';
import type { RemoteData } from '../../../../types';

export interface FormPageProps<T> {
  /** The page's route pattern (`PATHS.x`), for the shared onboarding frame. */
  pathname: string;
  /** The page heading. */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** The Back link. */
  onBack: () => void;
  /** What the form starts from (saved values, options): loading, failed or ready. */
  data: RemoteData<T>;
  /** The form, once `data` is ready; a lazy part (the ui's lazyPart) shows the placeholder until its code is in. */
  children: (data: T) => ReactNode;
}

/**
 * An onboarding form page: the shared frame (Back, the link to the checklist, the heading),
 * then a card holding a skeleton while the saved values load, an error with Retry, or the form.
 * The form's code may load on its own (the ui's lazyPart): the skeleton stays until it is in.
 */
export function FormPage<T>({
  pathname,
  title,
  description,
  onBack,
  data,
  children,
}: FormPageProps<T>) {
  const shown = useDrawnData(data);
  const placeholder = (
    <div role="status" aria-label={`Loading ${title}`}>
      <Skeleton lines={8} />
    </div>
  );
  return (
    <OnboardingPageLayout
      pathname={pathname}
      title={title}
      description={description}
      onBack={onBack}
    >
      <Card padding="lg">
        {shown.status === 'loading' && placeholder}
        {shown.status === 'error' && <ErrorState message={shown.message} onRetry={shown.onRetry} />}
        {shown.status === 'ready' && (
          <Suspense fallback={placeholder}>{children(shown.data)}</Suspense>
        )}
      </Card>
    </OnboardingPageLayout>
  );
}
