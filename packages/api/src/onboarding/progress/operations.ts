import { onboardingProgressResponse } from './schemas';
import { defineOperations } from '../../core/operation';

/**
 * A domain of its own, not the onboarding forms': the dashboard's shell reads the progress on
 * every page, and an operation table loads whole, so the shell built every onboarding form's
 * schemas at start-up (docs/adr/011, tenth update).
 */
export const onboardingProgressOperations = defineOperations('onboardingProgress', {
  fetchOnboardingProgress: {
    method: 'GET',
    path: '/subsidiary/dashboard/onboarding/percentage',
    response: onboardingProgressResponse,
  },
});
