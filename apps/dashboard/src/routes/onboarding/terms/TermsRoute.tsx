import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAcceptTerms, useOnboardingProgress } from '@merchant/api';
import { PATHS, TermsScreen } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/**
 * /dashboard/getStarted/terms: the terms, with the box and Accept and Decline while the terms
 * progress is below 100; at 100 they stay readable without them (part 1 section 2). Accept
 * sends true, Decline false; then the progress is read again and the merchant returns to the
 * checklist.
 */
export function TermsRoute() {
  const navigate = useNavigate();
  const progress = useOnboardingProgress();
  const decide = useAcceptTerms();
  const [decision, setDecision] = useState<boolean>();

  const terms = progress.data?.termsAndCondition;
  // A decision being sent keeps its buttons until the page returns to the checklist.
  const answered = terms !== undefined && terms >= 100 && decision === undefined;

  const onDecide = (accepted: boolean) => {
    if (decide.isMutating) return;
    setDecision(accepted);
    void decide
      .trigger(accepted)
      .then(() => progress.mutate())
      .then(
        () => navigate(PATHS.onboarding),
        () => setDecision(undefined),
      );
  };

  return (
    <TermsScreen
      onDecide={onDecide}
      submitState={submitStateOf(decide)}
      pendingDecision={decision}
      errorMessage={errorMessageOf(decide.error)}
      onBack={() => navigate(-1)}
      readOnly={answered}
      loading={terms === undefined && !progress.error}
    />
  );
}
