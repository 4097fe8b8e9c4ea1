import styled, { css } from 'styled-components';
import { vars } from '../../tokens/vars';
import { bareList, oneLine, stack } from '../../layout';
import { visuallyHidden } from '../Field';

export const SidebarRoot = styled.div<{ $collapsed: boolean }>`
  ${stack(4)}
  min-height: 100%;
  padding: ${({ $collapsed }) => ($collapsed ? `${vars.space[4]} ${vars.space[2]}` : vars.space[4])};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
`;

export const SidebarLogo = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  min-height: 40px;
`;

export const SidebarSlots = styled.div`
  ${stack(2)}
`;

export const SidebarNav = styled.nav`
  ${stack(4)}
`;

export const GroupTitle = styled.div<{ $collapsed: boolean }>`
  padding: 0 ${vars.space[3]} ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${vars.color.text.secondary};
  ${({ $collapsed }) => $collapsed && visuallyHidden}
`;

export const GroupList = styled.ul<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  ${bareList}
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      padding-block-start: ${vars.space[2]};
      border-block-start: 1px solid ${vars.color.border.default};
    `}
`;

/** Styles the injected router link through its list item, since the app renders the anchor. */
export const ItemRow = styled.li<{ $collapsed: boolean }>`
  /* The tooltip's anchor wraps the link when collapsed: let it span the row. */
  & > span {
    display: flex;
  }
  & > span > a {
    flex: 1;
  }
  & > a,
  & > span > a {
    display: flex;
    align-items: center;
    justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
    gap: ${vars.space[3]};
    min-height: 40px;
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    transition: background ${vars.motion.fast} ${vars.motion.easing};
  }
  & > a:hover,
  & > span > a:hover {
    background: ${vars.color.bg.subtle};
    color: ${vars.color.text.primary};
  }
  & > a[aria-current='page'],
  & > span > a[aria-current='page'] {
    background: ${vars.color.tone.blue.bg};
    color: ${vars.color.tone.blue.fg};
    font-weight: ${vars.fontWeight.semibold};
    box-shadow: inset 3px 0 0 ${vars.color.tone.blue.fg};
  }
`;

export const ItemIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 20px;
  flex-shrink: 0;
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
`;

export const ItemLabel = styled.span<{ $collapsed: boolean }>`
  min-width: 0;
  ${oneLine}
  ${({ $collapsed }) => $collapsed && visuallyHidden}
`;
