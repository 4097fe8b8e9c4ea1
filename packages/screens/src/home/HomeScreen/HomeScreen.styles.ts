import { stack } from '@merchant/ui';
import styled from 'styled-components';

export const HomeRoot = styled.div`
  ${stack(6)}
`;
