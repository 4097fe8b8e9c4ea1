export { BusinessSettingsScreen } from './BusinessSettingsScreen';
