import { canRequestGoLive, type OnboardingProgress } from '@merchant/api';
import type { GoLiveAvailability } from '@merchant/screens';

/** What the checklist reads of the active business. */
export interface GoLiveBusiness {
  businessType?: string;
  status?: string;
  verificationStatus?: string;
}

const REVIEWED = ['Pending-Approval', 'Active'];

/**
 * Spec §4: a business that is Pending-Approval or Active (by status or verification state)
 * has no 'Request to go live'; otherwise the api's go-live rule enables it. Until the progress
 * is known the button stays disabled.
 */
export function goLiveAvailability(
  business: GoLiveBusiness | undefined,
  progress: OnboardingProgress | undefined,
): GoLiveAvailability {
  if (!business) return 'hidden';
  if (
    REVIEWED.includes(business.status ?? '') ||
    REVIEWED.includes(business.verificationStatus ?? '')
  )
    return 'hidden';
  return progress && canRequestGoLive(progress, business) ? 'enabled' : 'disabled';
}
