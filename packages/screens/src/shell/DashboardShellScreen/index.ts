export { DashboardShellScreen } from './DashboardShellScreen';
export type { DataSaverSwitch } from './components/UserMenu';
