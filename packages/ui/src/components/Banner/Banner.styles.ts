import styled from 'styled-components';
import type { Tone } from '../../tokens/semantic';
import { vars } from '../../tokens/vars';

export const BannerRoot = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 1px solid ${({ $tone }) => vars.color.tone[$tone].border};
  border-radius: ${vars.radius.md};
  background: ${({ $tone }) => vars.color.tone[$tone].bg};
  color: ${({ $tone }) => vars.color.tone[$tone].fg};
  font-size: ${vars.fontSize.sm};
`;

export const BannerIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

export const BannerText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const BannerTitle = styled.strong`
  font-weight: ${vars.fontWeight.semibold};
  margin-inline-end: ${vars.space[2]};
`;

export const BannerAction = styled.div`
  flex-shrink: 0;
`;
