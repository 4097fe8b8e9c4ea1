import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { media } from '../../tokens/vars';
import {
  ShellContent,
  ShellHeader,
  ShellMain,
  ShellRoot,
  ShellSidebar,
  SkipLink,
} from './AppShell.styles';
import { useMediaQuery } from '../../hooks/useMediaQuery';

// The phone's menu drawer loads when a phone first opens it, not with every page.
const Drawer = lazy(() => import('../Drawer').then((module) => ({ default: module.Drawer })));

/** What the shell tells its sidebar and header about the collapse state. */
export interface AppShellState {
  /**
   * Whether the sidebar shows icons only. On a phone: whether the menu drawer is closed (the
   * sidebar in it always shows its labels).
   */
  collapsed: boolean;
  /** Flips the collapse state, or opens and closes the phone's menu (wire it to the top bar's toggle). */
  toggleCollapsed: () => void;
  /** On a phone the menu is a drawer over the page, opened from the top bar. */
  menuMode: 'sidebar' | 'drawer';
}

type Slot = ReactNode | ((shell: AppShellState) => ReactNode);

export interface AppShellProps {
  /** The sidebar, or a function of the shell state that returns it. */
  sidebar: Slot;
  /** The top bar content, or a function of the shell state that returns it. */
  header: Slot;
  /** The page. */
  children: ReactNode;
  /** Controls the collapse state; leave undefined to let the shell decide from the screen width and the toggle. */
  collapsed?: boolean;
  /** Called with the new state when the toggle flips it. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Change it on every route change (e.g. the path): the content scrolls back to the top. */
  scrollKey?: string;
  /** Label of the skip link, the first stop for keyboard users. */
  skipLinkLabel?: string;
  /** Title of the phone's menu drawer. */
  menuTitle?: string;
}

const CONTENT_ID = 'app-shell-content';
const render = (slot: Slot, state: AppShellState) =>
  typeof slot === 'function' ? slot(state) : slot;

/**
 * The dashboard frame: sidebar (250px), sticky header (74px) and a scrolling content area.
 * The sidebar collapses to icons on medium-width screens and through the toggle; a toggle choice
 * holds until the screen crosses the breakpoint again. On a phone the sidebar leaves the frame:
 * the toggle opens it, with its labels, in a drawer that closes when the page changes.
 */
export function AppShell({
  sidebar,
  header,
  children,
  collapsed: controlled,
  onCollapsedChange,
  scrollKey,
  skipLinkLabel = 'Skip to main content',
  menuTitle = 'Menu',
}: AppShellProps) {
  const phone = useMediaQuery(media.belowSm);
  const narrow = useMediaQuery(media.belowLg);
  // The page the drawer was opened on: it stays open only while that page shows.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const page = scrollKey ?? '';
  const menuOpen = phone && menuOpenOn === page;
  const [choice, setChoice] = useState<{ collapsed: boolean; narrow: boolean } | null>(null);
  const userChoice = choice !== null && choice.narrow === narrow ? choice.collapsed : null;
  const collapsed = phone ? !menuOpen : (controlled ?? userChoice ?? narrow);

  const toggleCollapsed = useCallback(() => {
    if (phone) {
      setMenuOpenOn(menuOpen ? null : page);
      return;
    }
    const next = !collapsed;
    setChoice({ collapsed: next, narrow });
    onCollapsedChange?.(next);
  }, [phone, menuOpen, page, collapsed, narrow, onCollapsedChange]);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);

  const mainRef = useRef<HTMLDivElement>(null);
  const shownKey = useRef(scrollKey);
  useEffect(() => {
    // Only a change of page scrolls: on mount the content is at the top already, and scrolling
    // there forces a layout in the middle of start-up.
    if (shownKey.current === scrollKey) return;
    shownKey.current = scrollKey;
    mainRef.current?.scrollTo({ top: 0 });
  }, [scrollKey]);

  const state: AppShellState = {
    collapsed,
    toggleCollapsed,
    menuMode: phone ? 'drawer' : 'sidebar',
  };
  return (
    <ShellRoot $collapsed={collapsed} $phone={phone} data-collapsed={collapsed}>
      <SkipLink href={`#${CONTENT_ID}`}>{skipLinkLabel}</SkipLink>
      {phone ? (
        menuOpen && (
          <Suspense fallback={null}>
            <Drawer open onClose={closeMenu} title={menuTitle} side="left" size="sm">
              {render(sidebar, state)}
            </Drawer>
          </Suspense>
        )
      ) : (
        <ShellSidebar>{render(sidebar, state)}</ShellSidebar>
      )}
      <ShellMain ref={mainRef}>
        <ShellHeader>{render(header, state)}</ShellHeader>
        <ShellContent id={CONTENT_ID} tabIndex={-1}>
          {children}
        </ShellContent>
      </ShellMain>
    </ShellRoot>
  );
}
