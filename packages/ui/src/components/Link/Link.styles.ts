import styled from 'styled-components';
import { vars } from '../../tokens/vars';

export const linkStyles = `
  color: ${vars.color.text.link};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover { text-decoration-thickness: 2px; }
`;

export const ExternalAnchor = styled.a`
  ${linkStyles}
`;

export const UnsafeNote = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;
