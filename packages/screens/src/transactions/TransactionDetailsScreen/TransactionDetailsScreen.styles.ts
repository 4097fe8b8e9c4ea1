import styled from 'styled-components';
import { spread, stack } from '@merchant/ui';

/** Title and the Refund action on one line, wrapping on phones. */
export const DetailsHeader = styled.div`
  ${spread(3)}
`;

export const Sections = styled.div`
  ${stack(4)}
`;
