export {
  GetStartedScreen,
  GET_STARTED_TITLE,
  GET_STARTED_SUBTITLE,
  GET_STARTED_SUBMIT,
} from './GetStartedScreen';
export type { GetStartedScreenProps, GetStartedOptions } from './GetStartedScreen';
export {
  getStartedSchema,
  getStartedLabels,
  canSubmitGetStarted,
  toGetStartedPayload,
  initialGetStartedValues,
  GET_STARTED_DEFAULT_COUNTRY,
  GET_STARTED_DEFAULT_TYPE,
} from './GetStartedScreen.schema';
export type { GetStartedFormValues, GetStartedValues } from './GetStartedScreen.schema';
