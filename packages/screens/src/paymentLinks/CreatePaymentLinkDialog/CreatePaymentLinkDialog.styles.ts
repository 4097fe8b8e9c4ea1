import styled from 'styled-components';
import { vars } from '@merchant/ui';

export const LinkForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** Two fields side by side, one above the other on phones. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${vars.space[4]};
`;

export const LinkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;
