export { PreferencesScreen, FEE_BEARER_OPTIONS } from './PreferencesScreen';
export type { PreferencesScreenProps } from './PreferencesScreen';
