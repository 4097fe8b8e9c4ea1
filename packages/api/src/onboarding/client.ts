import { emitApiEvent } from '../core/events';
import { businessFailure, request } from '../core/http';
import { type BusinessType, type GetStartedPayload, type OnboardingProgress } from './schemas';
import { onboardingOperations as op } from './operations';

/** The go-live call; the spec does not show its path, so this one was chosen (see CONTRACT). */

export async function fetchOnboardingProgress(): Promise<OnboardingProgress> {
  return (await request(op.fetchOnboardingProgress)).data;
}

/** True unless all five sections are at 100. */
export function isOnboardingIncomplete(progress: OnboardingProgress): boolean {
  return Object.values(progress).some((value) => value !== 100);
}

/**
 * 'Request to go live' is enabled when business information, bank and terms are at 100, the
 * identity section of the business type is at 100 (personal information for an Individual,
 * business registration for a Company), and the business is neither pending approval nor active.
 */
export function canRequestGoLive(
  progress: OnboardingProgress,
  business: { businessType?: string; verificationStatus?: string },
): boolean {
  const identity =
    business.businessType === 'Individual'
      ? progress.personalInformation
      : progress.businessCompliance;
  const sections = [
    identity,
    progress.businessInformation,
    progress.bankInformation,
    progress.termsAndCondition,
  ];
  const reviewed =
    business.verificationStatus === 'Pending-Approval' || business.verificationStatus === 'Active';
  return !reviewed && sections.every((value) => value === 100);
}

/** PATCH .../onboarding/complete: defined by the API, not used by any screen. */
export function completeOnboarding() {
  return request(op.completeOnboarding);
}

export function submitGetStarted(payload: GetStartedPayload) {
  return request(op.submitGetStarted, { body: payload, notifySuccess: true });
}

/** Flips Individual and Company (empty body); returns the new type. */
export async function switchBusinessType(current: BusinessType): Promise<BusinessType> {
  await request(op.switchBusinessType, { body: {}, notifySuccess: true });
  return current === 'Company' ? 'Individual' : 'Company';
}

/** Requests to go live: statusCode '00' is success; any other code fails with the response message. */
export async function requestGoLive() {
  const body = await request(op.requestGoLive);
  if (body.statusCode !== '00') return businessFailure(op.requestGoLive.path, body);
  if (body.message) emitApiEvent({ type: 'success', message: body.message });
  return body;
}

/** Accept sends accepted true, Decline false. */
export function acceptTerms(accepted: boolean) {
  return request(op.acceptTerms, { body: { accepted }, notifySuccess: true });
}
