export { GetStartedScreen } from './GetStartedScreen';
export type { GetStartedValues } from './GetStartedScreen.schema';
