export { DashboardShellScreen } from './DashboardShellScreen';
export type { DashboardShellScreenProps } from './DashboardShellScreen';
