import { createKeys } from '../core/swr';

export const onboardingKeys = createKeys('onboarding');
