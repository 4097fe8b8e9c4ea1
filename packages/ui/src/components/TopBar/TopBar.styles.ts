import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const TopBarRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  height: 100%;
  min-height: ${vars.layout.headerHeight};
  padding-inline: ${vars.space[4]} ${vars.space[6]};
`;

export const TopBarStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  flex: 1;
  min-width: 0;
`;

export const TopBarTitle = styled.h1`
  margin: 0 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: 0.02em;
  color: ${vars.color.text.primary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const TopBarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  flex-shrink: 0;
`;
