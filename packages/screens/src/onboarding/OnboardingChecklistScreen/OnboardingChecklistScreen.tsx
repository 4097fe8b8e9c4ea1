import { useId } from 'react';
import { Banner, Button, Card, ChecklistItem, ErrorState, LoadingRegion } from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import type { RemoteData, SubmitState } from '../../types';
import { OnboardingPageLayout } from '../OnboardingPageLayout';
import { ONBOARDING_STEPS, otherBusinessType } from '../steps';
import type { GoLiveAvailability, OnboardingBusinessType, OnboardingProgressView } from '../types';
import {
  ChecklistFooter,
  GoLiveBlock,
  GoLiveHint,
  StepList,
  SwitchText,
} from './OnboardingChecklistScreen.styles';

export const CHECKLIST_TITLE = 'We need more information';
export const CHECKLIST_TEST_MODE_TEXT =
  'Your account is in test mode. Complete the steps below, then request to go live to accept real payments.';
export const GO_LIVE_LABEL = 'Request to go live';
export const GO_LIVE_HINT = 'Complete every step to request to go live.';

/** Why a merchant would pick the other type (spec §4: who each type is for). */
const SWITCH_REASON: Record<OnboardingBusinessType, string> = {
  Individual: 'Not a registered business yet, e.g. a freelancer or sole trader?',
  Company: 'Registered business with a corporate bank account?',
};

export interface OnboardingChecklistScreenProps {
  /** The business type: Company shows five steps, Individual four. */
  businessType: OnboardingBusinessType;
  /** Each section's completion from `onboarding/percentage`. */
  progress: RemoteData<OnboardingProgressView>;
  /** 'Request to go live': enabled, disabled or hidden, as the app's go-live rule decides. */
  goLive: GoLiveAvailability;
  /** 'Request to go live' pressed. */
  onRequestGoLive: () => void;
  /** Progress of the go-live request; 'pending' makes the button busy. */
  goLiveState: SubmitState;
  /** The server's message when the request failed (any code but '00'). */
  goLiveError?: string;
  /** The link to the other business type pressed (an empty PATCH). */
  onSwitchBusinessType: () => void;
  /** Progress of the switch; 'pending' makes the link busy. */
  switchState: SubmitState;
}

/**
 * /dashboard/getStarted/onboarding: the onboarding checklist. Each step shows its completion
 * and opens its page; the business type can be switched; 'Request to go live' sends the request.
 */
export function OnboardingChecklistScreen({
  businessType,
  progress,
  goLive,
  onRequestGoLive,
  goLiveState,
  goLiveError,
  onSwitchBusinessType,
  switchState,
}: OnboardingChecklistScreenProps) {
  const other = otherBusinessType(businessType);
  const steps = ONBOARDING_STEPS[businessType];
  const hintId = useId();
  // While the progress loads the steps are drawn in full (they are static) with their figures
  // pulsing: a placeholder of another height would move the page when they arrive.
  const stepList = (
    <StepList>
      {steps.map((step, index) => (
        <ChecklistItem
          key={step.section}
          step={index + 1}
          title={step.title}
          href={step.href}
          percent={progress.status === 'ready' ? progress.data[step.section] : undefined}
        />
      ))}
    </StepList>
  );

  return (
    <OnboardingPageLayout
      pathname={PATHS.onboarding}
      title={CHECKLIST_TITLE}
      description={CHECKLIST_TEST_MODE_TEXT}
    >
      <Card title={`${businessType} onboarding: ${steps.length} steps`}>
        {progress.status === 'loading' && (
          <LoadingRegion label="Loading your progress">{stepList}</LoadingRegion>
        )}
        {progress.status === 'error' && (
          <ErrorState message={progress.message} onRetry={progress.onRetry} />
        )}
        {progress.status === 'ready' && stepList}
      </Card>
      {goLiveState === 'error' && goLiveError && (
        <Banner tone="red" role="alert">
          {goLiveError}
        </Banner>
      )}
      <ChecklistFooter>
        <SwitchText>
          {SWITCH_REASON[other]}{' '}
          <Button
            variant="link"
            size="sm"
            onClick={onSwitchBusinessType}
            loading={switchState === 'pending'}
          >
            Switch to {other}
          </Button>
        </SwitchText>
        {goLive !== 'hidden' && (
          <GoLiveBlock>
            <Button
              onClick={onRequestGoLive}
              disabled={goLive === 'disabled'}
              loading={goLiveState === 'pending'}
              aria-describedby={goLive === 'disabled' ? hintId : undefined}
            >
              {GO_LIVE_LABEL}
            </Button>
            {goLive === 'disabled' && <GoLiveHint id={hintId}>{GO_LIVE_HINT}</GoLiveHint>}
          </GoLiveBlock>
        )}
      </ChecklistFooter>
    </OnboardingPageLayout>
  );
}
