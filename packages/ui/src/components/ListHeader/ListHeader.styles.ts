import styled from 'styled-components';
import { media, vars } from '../../tokens/vars';
import { cluster } from '../../layout';

export const ListHeaderRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding-block: ${vars.space[2]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text.primary};
`;

export const Count = styled.span`
  color: ${vars.color.text.secondary};
  font-weight: ${vars.fontWeight.regular};
`;

export const Controls = styled.div`
  ${cluster(2)}
  @media ${media.belowMd} {
    width: 100%;
    /* On a phone a long label ('Create new subsidiary') wraps inside its button. */
    & > * {
      max-width: 100%;
      min-width: 0;
    }
    & button {
      white-space: normal;
    }
  }
`;

/** Why controls are disabled, on a line of its own under the title and the controls. */
export const Reasons = styled.div`
  flex-basis: 100%;
  display: grid;
  justify-items: end;
  gap: ${vars.space[1]};
  @media ${media.belowMd} {
    justify-items: start;
  }
`;
