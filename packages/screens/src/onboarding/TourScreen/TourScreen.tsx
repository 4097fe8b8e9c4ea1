import { EmptyState, Link } from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import { CHECKLIST_LINK_LABEL, OnboardingPageLayout } from '../OnboardingPageLayout';

export const TOUR_TITLE = 'Product tour';
export const TOUR_UNAVAILABLE = 'The product tour is not available yet.';

export interface TourScreenProps {
  /** The Back link. */
  onBack: () => void;
}

/** /dashboard/getStarted/tour: a placeholder (spec §2); it says so rather than showing made-up steps. */
export function TourScreen({ onBack }: TourScreenProps) {
  return (
    <OnboardingPageLayout
      pathname={PATHS.tour}
      title={TOUR_TITLE}
      onBack={onBack}
      showChecklistLink={false}
    >
      <EmptyState
        message={TOUR_UNAVAILABLE}
        action={<Link href={PATHS.onboarding}>{CHECKLIST_LINK_LABEL}</Link>}
      />
    </OnboardingPageLayout>
  );
}
