import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAcceptTerms, useOnboardingProgress } from '@merchant/api';
import { PATHS, TermsScreen } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/**
 * /dashboard/getStarted/terms: shown while the terms progress is below 100 (otherwise back to
 * the checklist). Accept sends true, Decline false; then the progress is read again and the
 * merchant returns to the checklist.
 */
export function TermsRoute() {
  const navigate = useNavigate();
  const progress = useOnboardingProgress();
  const decide = useAcceptTerms();
  const [decision, setDecision] = useState<boolean>();

  const terms = progress.data?.termsAndCondition;
  if (terms === undefined && !progress.error) return null;
  if (terms !== undefined && terms >= 100 && decision === undefined)
    return <Navigate to={PATHS.onboarding} replace />;

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
    />
  );
}
