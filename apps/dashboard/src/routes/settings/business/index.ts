export { BusinessSettingsRoute as Component } from './BusinessSettingsRoute';
