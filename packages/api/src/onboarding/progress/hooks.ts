import { useApiQuery } from '../../core/swr';
import { onboardingKeys } from '../keys';
import { fetchOnboardingProgress } from './client';

/** `enabled` false holds the read back (the dashboard's shell, until it has painted). */
export function useOnboardingProgress(enabled = true) {
  return useApiQuery(enabled ? onboardingKeys.progress() : null, fetchOnboardingProgress);
}
