import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { ArrowLeftIcon, MenuIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { TopBarEnd, TopBarRoot, TopBarStart, TopBarTitle } from './TopBar.styles';

export interface TopBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page name; the app passes the last path segment in upper case, e.g. 'TRANSACTIONS'. */
  title: string;
  /** Called by the back arrow ('Go back'); the arrow is hidden without it. */
  onBack?: () => void;
  /** Called by the sidebar toggle; the toggle is hidden without it. */
  onToggleSidebar?: () => void;
  /** Whether the sidebar is collapsed: sets the toggle's label and aria-expanded. */
  sidebarCollapsed?: boolean;
  /** Id of the sidebar element the toggle controls. */
  sidebarId?: string;
  /** 'drawer' on a phone: the toggle opens the menu ('Open menu') instead of collapsing it. */
  menuMode?: 'sidebar' | 'drawer';
  /** Slot for the search button, first at the end of the bar. */
  search?: ReactNode;
  /** Slot for the Test/Live switch. */
  environmentSwitch?: ReactNode;
  /** Slot for the work waiting for the business (its count and panel), just before the bell. */
  pendingWork?: ReactNode;
  /** Slot for the notification bell. */
  notifications?: ReactNode;
  /** Slot for the avatar menu with 'Log Out'. */
  userMenu?: ReactNode;
}

/**
 * The header row: sidebar toggle, back arrow and page title; search, environment, pending work,
 * notifications and user at the end. On a phone the title takes a row of its own under the
 * controls, so it is always shown whole.
 */
export const TopBar = forwardRef<HTMLDivElement, TopBarProps>(function TopBar(
  {
    title,
    onBack,
    onToggleSidebar,
    sidebarCollapsed = false,
    sidebarId,
    menuMode = 'sidebar',
    search,
    environmentSwitch,
    pendingWork,
    notifications,
    userMenu,
    ...rest
  },
  ref,
) {
  return (
    <TopBarRoot ref={ref} {...rest}>
      <TopBarStart>
        {onToggleSidebar &&
          (menuMode === 'drawer' ? (
            <IconButton
              label="Open menu"
              icon={<MenuIcon size={20} />}
              aria-haspopup="dialog"
              aria-expanded={!sidebarCollapsed}
              onClick={onToggleSidebar}
            />
          ) : (
            <IconButton
              label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={<MenuIcon size={20} />}
              aria-expanded={!sidebarCollapsed}
              aria-controls={sidebarId}
              onClick={onToggleSidebar}
            />
          ))}
        {onBack && (
          <IconButton label="Go back" icon={<ArrowLeftIcon size={20} />} onClick={onBack} />
        )}
        <TopBarTitle>{title}</TopBarTitle>
      </TopBarStart>
      <TopBarEnd>
        {search}
        {environmentSwitch}
        {pendingWork}
        {notifications}
        {userMenu}
      </TopBarEnd>
    </TopBarRoot>
  );
});
