import styled from 'styled-components';
import { media, vars } from '../../tokens/vars';

export const TopBarRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  height: 100%;
  min-height: ${vars.layout.headerHeight};
  padding-inline: ${vars.space[4]} ${vars.space[6]};
  /* A phone has no room for the title beside the controls: it wraps to a row of its own. */
  @media ${media.belowSm} {
    flex-wrap: wrap;
    row-gap: 0;
    padding: ${vars.space[1]} ${vars.space[3]} ${vars.space[2]};
  }
`;

export const TopBarStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  flex: 1;
  min-width: 0;
  @media ${media.belowSm} {
    display: contents;
  }
`;

export const TopBarTitle = styled.h1`
  margin: 0 0 0 ${vars.space[2]};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: 0.02em;
  color: ${vars.color.text.primary};
  /* Never cut: a long name (an id on a details page) breaks rather than hides its end. */
  overflow-wrap: anywhere;
  @media ${media.belowSm} {
    order: 1;
    flex-basis: 100%;
    margin: 0 ${vars.space[1]};
    font-size: ${vars.fontSize.lg};
  }
`;

export const TopBarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  flex-shrink: 0;
  @media ${media.belowSm} {
    gap: ${vars.space[1]};
    margin-inline-start: auto;
  }
`;
