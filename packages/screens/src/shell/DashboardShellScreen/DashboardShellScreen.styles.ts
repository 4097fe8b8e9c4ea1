import { stack } from '@merchant/ui';
import styled from 'styled-components';

export const PageStack = styled.div`
  ${stack(6)}
`;
