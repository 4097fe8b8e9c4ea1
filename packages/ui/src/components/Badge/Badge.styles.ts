import styled, { css } from 'styled-components';
import type { Tone } from '../../tokens/semantic';
import { vars } from '../../tokens/vars';

export type BadgeSize = 'sm' | 'md';

const sizes: Record<BadgeSize, ReturnType<typeof css>> = {
  sm: css`
    height: 20px;
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xs};
  `,
  md: css`
    height: 24px;
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.sm};
  `,
};

export const BadgeRoot = styled.span<{ $tone: Tone; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
  border: 1px solid ${({ $tone }) => vars.color.tone[$tone].border};
  border-radius: ${vars.radius.full};
  background: ${({ $tone }) => vars.color.tone[$tone].bg};
  color: ${({ $tone }) => vars.color.tone[$tone].fg};
  font-weight: ${vars.fontWeight.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ $size }) => sizes[$size]}
`;

export const Dot = styled.span<{ $tone: Tone }>`
  flex-shrink: 0;
  width: 6px;
  height: 6px;
  border-radius: ${vars.radius.full};
  background: ${({ $tone }) => vars.color.tone[$tone].solid};
`;

export const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;
