import {
  EnvironmentSwitch,
  IconButton,
  NotificationBell,
  SearchIcon,
  TopBar,
  type AppShellState,
  type NotificationItem,
} from '@merchant/ui';
import { memo, useMemo, type ReactNode } from 'react';
import { pageTitle } from '../../pageTitle';
import type { DashboardEnvironment, ShellNotification } from '../../types';
import { UserMenu, type DataSaverSwitch } from './UserMenu';

interface ShellTopBarProps extends AppShellState {
  pathname: string;
  sidebarId: string;
  onBack: () => void;
  environment: DashboardEnvironment;
  onToggleEnvironment: () => void;
  environmentPending: boolean;
  notifications: readonly ShellNotification[];
  pendingWork?: ReactNode;
  now?: string;
  userName?: string;
  onLogout: () => void;
  dataSaver?: DataSaverSwitch;
  profileUnavailable: boolean;
  onSearch?: () => void;
}

/**
 * The shell's top bar. It renders again only when what it shows changes, not when the menu's
 * lists (currencies, businesses) arrive, so a phone does not render the whole bar again in the
 * middle of every page's load.
 */
export const ShellTopBar = memo(function ShellTopBar({
  collapsed,
  toggleCollapsed,
  menuMode,
  pathname,
  sidebarId,
  onBack,
  environment,
  onToggleEnvironment,
  environmentPending,
  notifications,
  pendingWork,
  now,
  userName,
  onLogout,
  dataSaver,
  profileUnavailable,
  onSearch,
}: ShellTopBarProps) {
  const bellItems = useMemo<NotificationItem[]>(
    () =>
      notifications.map((item) => ({
        id: item.id,
        messageFrom: item.sender,
        messageText: item.text,
        dateCreated: item.createdAt,
      })),
    [notifications],
  );
  return (
    <TopBar
      title={pageTitle(pathname)}
      onBack={onBack}
      onToggleSidebar={toggleCollapsed}
      sidebarCollapsed={collapsed}
      sidebarId={sidebarId}
      menuMode={menuMode}
      search={
        onSearch ? (
          <IconButton
            label="Search"
            icon={<SearchIcon size={20} />}
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            title="Search (Ctrl+K)"
            onClick={onSearch}
          />
        ) : undefined
      }
      environmentSwitch={
        profileUnavailable ? undefined : (
          <EnvironmentSwitch
            live={environment === 'Live'}
            onToggle={onToggleEnvironment}
            pending={environmentPending}
          />
        )
      }
      pendingWork={profileUnavailable ? undefined : pendingWork}
      notifications={
        profileUnavailable ? undefined : <NotificationBell notifications={bellItems} now={now} />
      }
      userMenu={<UserMenu userName={userName} onLogout={onLogout} dataSaver={dataSaver} />}
    />
  );
});
