import { createKeys } from '../core/swr';

const keys = createKeys('onboarding');

/**
 * Onboarding reads. `progress()` is the checklist's and the shell's read of
 * `onboarding/percentage`; it sits under `all`, so every onboarding save, which revalidates
 * `all`, re-reads it with the saved views.
 */
export const onboardingKeys = { ...keys, progress: () => keys.item('progress') };
