export { SettlementsRoute as Component } from './SettlementsRoute';
