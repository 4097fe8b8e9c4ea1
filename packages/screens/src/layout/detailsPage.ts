import styled from 'styled-components';
import { LoadingRegion, stack, vars } from '@merchant/ui';

/** A record's details page: back link, title row, then its sections. */
export const DetailsRoot = styled.div`
  ${stack(5)}
`;

/** A section that is loading, its placeholders spaced as the page spaces the loaded parts. */
export const DetailsLoading = styled(LoadingRegion)`
  ${stack(5)}
`;

/** The link back to the list, at the start of the page rather than stretched across it. */
export const BackLink = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  align-self: flex-start;
`;

/** The record's name; a long reference breaks rather than push the page sideways. */
export const DetailsTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;
