export {
  OnboardingChecklistScreen,
  CHECKLIST_TITLE,
  CHECKLIST_TEST_MODE_TEXT,
  GO_LIVE_LABEL,
  GO_LIVE_HINT,
} from './OnboardingChecklistScreen';
export type { OnboardingChecklistScreenProps } from './OnboardingChecklistScreen';
