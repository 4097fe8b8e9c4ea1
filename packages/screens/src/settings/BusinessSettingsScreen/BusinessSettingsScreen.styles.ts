import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const LogoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[4]};
  margin-bottom: ${vars.space[4]};

  & > :nth-child(2) {
    flex: 1 1 260px;
  }
`;
