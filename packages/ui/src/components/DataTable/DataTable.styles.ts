import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { visuallyHidden } from '../Field';

export const DataTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  overflow: hidden;
`;

/** The scroll area: it owns vertical scrolling so the header can stick and rows can be virtualized. */
export const ScrollArea = styled.div`
  overflow: auto;
  position: relative;
  &:focus-visible {
    outline: 2px solid ${vars.color.border.focus};
    outline-offset: -2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

export const HeaderCell = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 44px;
  padding: 0 ${vars.space[3]};
  background: ${vars.color.bg.subtle};
  border-bottom: 1px solid ${vars.color.border.default};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-align: start;
  white-space: nowrap;
  &[data-align='end'] {
    text-align: end;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0 calc(-1 * ${vars.space[1]});
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${vars.color.text.primary};
  }
  & > svg {
    flex: none;
  }
  &[data-sorted='false'] > svg {
    opacity: 0.45;
  }
`;

export const BodyRow = styled.tr`
  &:hover > td {
    background: ${vars.color.bg.subtle};
  }
  &[data-selected='true'] > td {
    background: ${vars.color.bg.muted};
  }
`;

export const Cell = styled.td`
  height: var(--dt-row-height);
  padding: 0 ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.surface};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 320px;
  &[data-align='end'] {
    text-align: end;
  }
`;

/** A narrow cell for the selection checkbox or the row menu. */
export const ControlCell = styled(Cell)`
  width: 48px;
  padding: 0 ${vars.space[3]};
  overflow: visible;
  & > * {
    justify-content: center;
  }
`;

export const ControlHeaderCell = styled(HeaderCell)`
  width: 48px;
  padding: 0 ${vars.space[3]};
  & > * {
    justify-content: center;
  }
`;

/** The full-width cell that holds the empty, error or loading message. */
export const MessageCell = styled.td`
  padding: 0;
  border-bottom: 0;
`;

/** A spacer row standing in for the rows scrolled out of view. */
export const SpacerCell = styled.td`
  padding: 0;
  border: 0;
`;

export const Footer = styled.div`
  border-top: 1px solid ${vars.color.border.default};
`;

/** The table's name for assistive technology; the screen's heading names it visually. */
export const Caption = styled.caption`
  ${visuallyHidden}
`;
