export { DashboardShellScreen } from './DashboardShellScreen';
