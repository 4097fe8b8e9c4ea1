import styled from 'styled-components';
import { media, vars } from '../../tokens/vars';

const sidebarColumn = ({ $collapsed, $phone }: { $collapsed: boolean; $phone: boolean }) =>
  $phone ? '' : $collapsed ? vars.layout.sidebarCollapsedWidth : vars.layout.sidebarWidth;

export const ShellRoot = styled.div<{ $collapsed: boolean; $phone: boolean }>`
  display: grid;
  grid-template-columns: ${sidebarColumn} minmax(0, 1fr);
  height: 100dvh;
  overflow: hidden;
  background: ${vars.color.bg.canvas};
  transition: grid-template-columns ${vars.motion.normal} ${vars.motion.easing};
`;

/**
 * Room at the foot of both scroll areas for a note the app pins over the viewport's bottom (the
 * demo's banner sets `--shell-bottom-inset`), so the last menu item and the last row can be
 * scrolled clear of it.
 */
const bottomInset = 'padding-block-end: var(--shell-bottom-inset, 0px);';

export const ShellSidebar = styled.div`
  ${bottomInset}
  min-width: 0;
  overflow-x: hidden;
  overflow-y: auto;
  background: ${vars.color.bg.surface};
  border-inline-end: 1px solid ${vars.color.border.default};
`;

/**
 * The scroll container: the header sticks to its top while the content scrolls under it. It
 * scrolls only up and down: min-width 0 lets it shrink below a wide table's width, and a wide
 * table scrolls sideways inside its own area instead.
 */
export const ShellMain = styled.div`
  ${bottomInset}
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-x: hidden;
  overflow-y: auto;
`;

export const ShellHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  flex-shrink: 0;
  height: ${vars.layout.headerHeight};
  /* The phone's top bar puts the page title on a second row (TopBar). */
  @media ${media.belowSm} {
    height: auto;
    min-height: ${vars.layout.headerHeight};
  }
  background: ${vars.color.bg.surface};
  border-block-end: 1px solid ${vars.color.border.default};
`;

export const ShellContent = styled.main`
  flex: 1;
  width: 100%;
  min-width: 0;
  max-width: ${vars.layout.contentMaxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};
  @media ${media.belowMd} {
    padding: ${vars.space[4]};
  }
  &:focus {
    outline: none;
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.toast};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.action.primary.bg};
  color: ${vars.color.action.primary.fg};
  font-weight: ${vars.fontWeight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
