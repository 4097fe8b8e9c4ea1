export { SettlementsRoute as Component } from './SettlementsRoute';
export { recordSearch } from './recordSearch';
