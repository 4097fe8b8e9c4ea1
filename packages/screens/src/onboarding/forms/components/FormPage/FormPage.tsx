import type { ReactNode } from 'react';
import { Card, LoadingRegion, Skeleton } from '@merchant/ui';
import { RemoteView } from '../../../../forms/RemoteView';
import { OnboardingPageLayout } from '../../../OnboardingPageLayout';
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
 * then a card holding the form's data states (RemoteView): a skeleton while the saved values or
 * the form's code load, an error with Retry, or the form.
 */
export function FormPage<T>({
  pathname,
  title,
  description,
  onBack,
  data,
  children,
}: FormPageProps<T>) {
  return (
    <OnboardingPageLayout
      pathname={pathname}
      title={title}
      description={description}
      onBack={onBack}
    >
      <Card padding="lg">
        <RemoteView
          data={data}
          placeholder={
            <LoadingRegion label={`Loading ${title}`}>
              <Skeleton lines={8} />
            </LoadingRegion>
          }
        >
          {children}
        </RemoteView>
      </Card>
    </OnboardingPageLayout>
  );
}
