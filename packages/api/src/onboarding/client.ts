import { emitApiEvent } from '../core/events';
import { businessFailure, request } from '../core/http';
import { type BusinessType, type GetStartedPayload } from './schemas';
import { onboardingOperations as op } from './operations';

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
  if (body.statusCode !== '00') return businessFailure(op.requestGoLive, body);
  if (body.message) emitApiEvent({ type: 'success', message: body.message });
  return body;
}

/** Accept sends accepted true, Decline false. */
export function acceptTerms(accepted: boolean) {
  return request(op.acceptTerms, { body: { accepted }, notifySuccess: true });
}
