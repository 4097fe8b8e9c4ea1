import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const WalletHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const WalletTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const WalletAccount = styled.p`
  margin: ${vars.space[1]} 0 ${vars.space[3]};
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
`;

export const WalletFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
  margin: 0;

  dt {
    color: ${vars.color.text.secondary};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }
`;
