export { AppShell } from './AppShell';
export type { AppShellProps, AppShellState } from './AppShell';
