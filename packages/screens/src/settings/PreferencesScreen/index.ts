export { PreferencesScreen } from './PreferencesScreen';
