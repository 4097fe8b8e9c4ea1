export { PreferencesRoute as Component } from './PreferencesRoute';
