import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const ButtonWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The count sits on the button's corner; it is decorative, the button's name carries it. */
export const CountBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  pointer-events: none;
`;

export const PanelBody = styled.div`
  width: min(360px, calc(100vw - 32px));
`;

export const PanelTitle = styled.h2`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[2]};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;
