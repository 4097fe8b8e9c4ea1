import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export const ChecklistItemRoot = styled.li<{ $complete: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid
    ${({ $complete }) => ($complete ? vars.color.tone.green.border : vars.color.border.default)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  list-style: none;
`;

export const ChecklistMarker = styled.span<{ $complete: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${vars.radius.full};
  font-weight: ${vars.fontWeight.semibold};
  font-size: ${vars.fontSize.sm};
  background: ${({ $complete }) => ($complete ? vars.color.tone.green.bg : vars.color.bg.subtle)};
  color: ${({ $complete }) => ($complete ? vars.color.tone.green.fg : vars.color.text.secondary)};
`;

export const ChecklistBody = styled.div`
  ${stack(2)}
  min-width: 0;
`;

export const ChecklistTitle = styled.span`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const ProgressTrack = styled.div`
  height: 6px;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.muted};
  overflow: hidden;
`;

export const ProgressFill = styled.div<{ $percent: number; $complete: boolean }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  border-radius: inherit;
  background: ${({ $complete }) =>
    $complete ? vars.color.tone.green.solid : vars.color.action.primary.bg};
  transition: width ${vars.motion.normal} ${vars.motion.easing};
`;

/** At least as wide as "100%", so the bars line up and a loading figure keeps its box. */
export const ChecklistPercent = styled.span<{ $complete: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  min-width: 5ch;
  gap: ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${({ $complete }) => ($complete ? vars.color.tone.green.fg : vars.color.text.secondary)};
  font-variant-numeric: tabular-nums;
`;
