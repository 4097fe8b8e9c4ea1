import styled from 'styled-components';
import { media, vars } from '../../tokens/vars';
import { stack } from '../../layout';

export type DescriptionListColumns = 1 | 2 | 3;

export const DescriptionListRoot = styled.section`
  ${stack(3)}
  min-width: 0;
`;

export const DescriptionListTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.primary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const DescriptionListGrid = styled.dl<{ $columns: DescriptionListColumns }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]} ${vars.space[6]};
  margin: 0;
  @media ${media.sm} {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  @media ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export const DescriptionListItem = styled.div`
  ${stack(1)}
  min-width: 0;
`;

export const DescriptionListTerm = styled.dt`
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.text.secondary};
`;

export const DescriptionListDetails = styled.dd`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;
