import styled from 'styled-components';
import { vars } from '../../tokens/vars';

/** 'unknown': the server sent no change to compare with. */
export type ChangeDirection = 'up' | 'down' | 'flat' | 'unknown';

export const StatHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-height: 32px;
`;

export const StatLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.secondary};
`;

export const StatLabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StatValue = styled.p`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const changeTones: Record<ChangeDirection, { fg: string; bg: string }> = {
  up: { fg: vars.color.tone.green.fg, bg: vars.color.tone.green.bg },
  down: { fg: vars.color.tone.red.fg, bg: vars.color.tone.red.bg },
  flat: { fg: vars.color.tone.neutral.fg, bg: vars.color.tone.neutral.bg },
  unknown: { fg: vars.color.tone.neutral.fg, bg: vars.color.tone.neutral.bg },
};

export const StatChangeRow = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;

export const StatChange = styled.span<{ $direction: ChangeDirection }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.full};
  font-weight: ${vars.fontWeight.semibold};
  color: ${({ $direction }) => changeTones[$direction].fg};
  background: ${({ $direction }) => changeTones[$direction].bg};
`;

export const StatFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;
