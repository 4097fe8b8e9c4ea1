import { vars } from '@merchant/ui';
import styled from 'styled-components';

export const StepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChecklistFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

export const SwitchText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;

export const GoLiveBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space[2]};
`;

export const GoLiveHint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;
