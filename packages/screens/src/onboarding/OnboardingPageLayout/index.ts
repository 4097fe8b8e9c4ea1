export {
  OnboardingPageLayout,
  ONBOARDING_BACK_LABEL,
  CHECKLIST_LINK_LABEL,
} from './OnboardingPageLayout';
