import * as z from 'zod/mini';
import { numeric, withAliases } from '../../core/schema';

const percent = z.pipe(
  z.nullish(numeric),
  z.transform((value) => value ?? 0),
);

/** `fetchOnboardingProgress`: each section 0-100 (terms also as terms_and_condition). */
const onboardingProgress = withAliases(
  { termsAndCondition: ['terms_and_condition'] },
  z.object({
    personalInformation: percent,
    businessCompliance: percent,
    businessInformation: percent,
    bankInformation: percent,
    termsAndCondition: percent,
  }),
);
export type OnboardingProgress = z.infer<typeof onboardingProgress>;
export const onboardingProgressResponse = z.object({ data: onboardingProgress });
