import type { OnboardingProgressView } from './types';

/** Progress for stories: every section at `value` unless overridden. */
export function makeProgress(
  value = 0,
  overrides: Partial<OnboardingProgressView> = {},
): OnboardingProgressView {
  return {
    personalInformation: value,
    businessCompliance: value,
    businessInformation: value,
    bankInformation: value,
    termsAndCondition: value,
    ...overrides,
  };
}

/** Half way: identity and business information done, the rest not started or partly done. */
export const partialProgress = makeProgress(0, {
  personalInformation: 100,
  businessCompliance: 50,
  businessInformation: 100,
});

/** Reference lists of the get-started form. */
export const getStartedOptionsFixture = {
  countries: [
    { name: 'Nigeria', shortName: 'NG' },
    { name: 'Ghana', shortName: 'GH' },
    { name: 'Kenya', shortName: 'KE' },
  ],
  businessSizes: [{ name: '1-10' }, { name: '11-50' }, { name: '51-200' }],
  businessCategories: [
    { id: '1', name: 'Food and beverage' },
    { id: '2', name: 'Fashion and apparel' },
    { id: '3', name: 'Software and technology' },
  ],
};
