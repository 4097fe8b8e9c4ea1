import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const KeyItem = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 160px) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border.default};

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

export const KeyLabel = styled.span`
  color: ${vars.color.text.secondary};
  font-weight: ${vars.fontWeight.medium};
`;

export const KeyValue = styled.code`
  font-family: ${vars.fontFamily.mono};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

export const KeyActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;
