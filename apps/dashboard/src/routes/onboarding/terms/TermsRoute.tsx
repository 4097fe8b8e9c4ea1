import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAcceptTerms, useOnboardingProgress } from '@merchant/api';
import { PATHS, TermsScreen } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

/**
 * /dashboard/getStarted/terms: the terms, with the box and Accept and Decline while the terms
 * progress is below 100; at 100 they stay readable without them (part 1 section 2). Accept
 * sends true, Decline false; then the progress is read again and the merchant returns to the
 * checklist.
 */
export function TermsRoute() {
  const navigate = useNavigate();
  const progress = useOnboardingProgress();
  const { trigger } = useAcceptTerms();
  const [decision, setDecision] = useState<boolean>();

  const terms = progress.data?.termsAndCondition;
  // A decision being sent keeps its buttons until the page returns to the checklist.
  const answered = terms !== undefined && terms >= 100 && decision === undefined;

  // A decision leaves for the checklist once the progress is read again: none is sent after it.
  const decide = useAction(
    async (accepted: boolean) => {
      setDecision(accepted);
      try {
        await trigger(accepted);
        await progress.mutate();
      } catch (error) {
        setDecision(undefined);
        throw error;
      }
      await navigate(PATHS.onboarding);
    },
    { holdsAfterSuccess: true },
  );

  return (
    <TermsScreen
      onDecide={(accepted) => void decide.run(accepted)}
      submitState={decide.submitState}
      pendingDecision={decision}
      errorMessage={decide.errorMessage}
      onBack={() => navigate(-1)}
      readOnly={answered}
      loading={terms === undefined && !progress.error}
    />
  );
}
