import styled from 'styled-components';
import { stack } from '@merchant/ui';

export const Root = styled.div`
  ${stack(3)}
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
