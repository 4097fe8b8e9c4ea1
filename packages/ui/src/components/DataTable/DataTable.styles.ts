import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { visuallyHidden } from '../Field';

/** Widths of the checkbox column and the row menu's column. */
const CONTROL_WIDTH = '48px';
const ACTIONS_WIDTH = '72px';

export const DataTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
  overflow: hidden;
  /* The dense mode of a wide list: tighter cells so its figures fit beside the open sidebar. */
  &[data-density='compact'] :is(th, td) {
    padding-inline: ${vars.space[2]};
  }
  /* Cards lie on the page's background, each with its own border. */
  &[data-layout='cards'] {
    gap: ${vars.space[3]};
    border: 0;
    background: transparent;
  }
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

/**
 * Automatic layout: each column takes the width its content kind asks for (see Cell), so an
 * amount, a date, a status or a reference is never cut, and text columns share what is left,
 * wrapping. When even that does not fit, the table scrolls inside its area, never the page.
 */
export const Table = styled.table`
  width: 100%;
  table-layout: auto;
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
  line-height: 1.25;
  overflow-wrap: break-word;
  &[data-align='end'] {
    text-align: end;
  }
  /* The first column stays in view while the table scrolls sideways. */
  &:first-child {
    left: 0;
    z-index: 2;
    box-shadow: inset -1px 0 0 ${vars.color.border.default};
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

/**
 * A body cell. Amounts, dates, statuses and references keep their full width on one line (a
 * date's time on a second); a text (a name, an e-mail) wraps, at any character if it must.
 */
export const Cell = styled.td`
  height: var(--dt-row-height);
  padding: ${vars.space[1]} ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border.default};
  background: ${vars.color.bg.surface};
  white-space: nowrap;
  /* A date's time follows a line break (see dateLines.ts). */
  &[data-kind='date'] {
    white-space: pre;
  }
  &[data-kind='text'] {
    min-width: 6rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &[data-align='end'] {
    text-align: end;
  }
  &:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${vars.color.border.default};
  }
`;

/** A narrow cell for the selection checkbox or the row menu. */
export const ControlCell = styled(Cell)`
  width: ${CONTROL_WIDTH};
  padding: 0 ${vars.space[3]};
  overflow: visible;
  & > * {
    justify-content: center;
  }
`;

export const ControlHeaderCell = styled(HeaderCell)`
  width: ${CONTROL_WIDTH};
  padding: 0 ${vars.space[3]};
  & > * {
    justify-content: center;
  }
`;

/** The row menu's header: wide enough for its 'Action' text, which a fixed layout would clip. */
export const ActionsHeaderCell = styled(ControlHeaderCell)`
  width: ${ACTIONS_WIDTH};
  padding: 0 ${vars.space[2]};
  text-align: center;
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

/** A phone's loading skeleton or message, framed like a card (the cards themselves load lazily). */
export const CardMessage = styled.div`
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.bg.surface};
`;
