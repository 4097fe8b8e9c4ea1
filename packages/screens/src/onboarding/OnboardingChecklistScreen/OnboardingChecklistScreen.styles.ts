import { bareList, spread, stack, vars } from '@merchant/ui';
import styled from 'styled-components';

export const StepList = styled.ol`
  ${stack(3)}
  ${bareList}
`;

export const ChecklistFooter = styled.div`
  ${spread(4)}
`;

export const SwitchText = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.md};
  color: ${vars.color.text.secondary};
`;

export const GoLiveBlock = styled.div`
  ${stack(2)}
  align-items: flex-end;
`;

export const GoLiveHint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;
