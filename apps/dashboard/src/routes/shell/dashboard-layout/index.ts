export { DashboardLayoutRoute as Component } from './DashboardLayoutRoute';
