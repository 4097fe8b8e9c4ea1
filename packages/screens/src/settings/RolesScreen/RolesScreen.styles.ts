import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const RoleName = styled.h3`
  margin: ${vars.space[4]} 0 ${vars.space[1]};
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.text.primary};
`;

export const Description = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.text.secondary};
`;

export const PermissionList = styled.ul`
  list-style: none;
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space[2]};
`;

export const PermissionItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.primary};

  & > svg {
    color: ${vars.color.tone.green.fg};
    flex: none;
  }
`;
