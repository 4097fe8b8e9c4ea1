import styled from 'styled-components';
import { vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings: Record<CardPadding, string> = {
  none: vars.space[0],
  sm: vars.space[3],
  md: vars.space[5],
  lg: vars.space[6],
};

export const CardRoot = styled.div<{ $padding: CardPadding }>`
  ${stack(4)}
  min-width: 0;
  padding: ${({ $padding }) => paddings[$padding]};
  background: ${vars.color.bg.surface};
  color: ${vars.color.text.primary};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  flex-wrap: wrap;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const CardActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;
